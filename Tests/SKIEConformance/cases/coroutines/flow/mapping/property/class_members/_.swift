// Checks SKIE acceptance test coroutines/flow/mapping/property/class_members/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The member property A.foo (getter and setter over one Kotlin global) is a SkieSwiftFlow both ways.
let before = try! await SumKt.sum(flow: A().foo).int32Value
A().foo = AKt.foo2
let after = try! await SumKt.sum(flow: A().foo).int32Value
expect(after == 2 * before, "after A().foo = AKt.foo2 the elements add up to twice \(before), got \(after)")
exit(0)
