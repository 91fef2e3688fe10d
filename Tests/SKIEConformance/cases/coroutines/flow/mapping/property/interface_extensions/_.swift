// Checks SKIE acceptance test coroutines/flow/mapping/property/interface_extensions/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// An extension property of interface I is a getter and a setter function of the facade, typed SkieSwiftFlow.
let before = try! await SumKt.sum(flow: AKt.foo(A())).int32Value
AKt.setFoo(A(), value: AKt.foo2)
let after = try! await SumKt.sum(flow: AKt.foo(A())).int32Value
expect(
    after == 2 * before, "after AKt.setFoo(A(), value: AKt.foo2) the elements add up to twice \(before), got \(after)")
exit(0)
