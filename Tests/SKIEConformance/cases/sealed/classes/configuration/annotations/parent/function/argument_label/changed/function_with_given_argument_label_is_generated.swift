// Checks SKIE acceptance test sealed/classes/configuration/annotations/parent/function/argument_label/changed/function_with_given_argument_label_is_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @SealedInterop.Function.ArgumentLabel("a") on A: the function is onEnum(a:).
let value: A = A1()
let taken: String
switch onEnum(a: value) {
case .a1: taken = "a1"
case .a2: taken = "a2"
}
expect(taken == "a1", "onEnum(a: A1()) takes .a1, took .\(taken)")
exit(0)
