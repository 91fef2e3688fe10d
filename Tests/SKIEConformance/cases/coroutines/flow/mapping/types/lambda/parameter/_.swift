// Checks SKIE acceptance test coroutines/flow/mapping/types/lambda/parameter/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let summing = AKt.foo()
let total = summing(AKt.flow()).int32Value
expect(total == 6, "the lambda from AKt.foo() sums AKt.flow() to 6, got \(total)")
exit(0)
