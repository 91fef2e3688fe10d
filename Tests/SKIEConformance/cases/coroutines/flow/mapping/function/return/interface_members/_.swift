// Checks SKIE acceptance test coroutines/flow/mapping/function/return/interface_members/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let flow: SkieSwiftFlow<KotlinInt> = A().foo()
let total = try! await SumKt.sum(flow: flow).int32Value
expect(total == 6, "the elements of A().foo(), declared by interface I, add up to 6, got \(total)")
exit(0)
