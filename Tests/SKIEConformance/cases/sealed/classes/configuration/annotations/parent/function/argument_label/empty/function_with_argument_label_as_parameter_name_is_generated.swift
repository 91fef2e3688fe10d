// Checks SKIE acceptance test sealed/classes/configuration/annotations/parent/function/argument_label/empty/function_with_argument_label_as_parameter_name_is_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @SealedInterop.Function.ArgumentLabel("") on A: the label is the parameter's name, onEnum(sealed:).
let value: A = A1()
let taken: String
switch onEnum(sealed: value) {
case .a1: taken = "a1"
case .a2: taken = "a2"
}
expect(taken == "a1", "onEnum(sealed: A1()) takes .a1, took .\(taken)")
exit(0)
