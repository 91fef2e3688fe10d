// Checks SKIE acceptance test sealed/interfaces/configuration/annotations/parent/function/argument_label/removed/function_without_argument_label_is_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @SealedInterop.Function.ArgumentLabel("_") on A: the function takes no label, onEnum(_:).
let value: A = A1()
let taken: String
switch onEnum(value) {
case .a1: taken = "a1"
case .a2: taken = "a2"
}
expect(taken == "a1", "onEnum(A1()) takes .a1, took .\(taken)")
exit(0)
