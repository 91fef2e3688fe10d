// Checks SKIE acceptance test sealed/interfaces/configuration/annotations/parent/function/name/function_with_given_name_is_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @SealedInterop.Function.Name("onEnum2") on A: the function is onEnum2(of:).
let value: A = A1()
let taken: String
switch onEnum2(of: value) {
case .a1: taken = "a1"
case .a2: taken = "a2"
}
expect(taken == "a1", "onEnum2(of: A1()) takes .a1, took .\(taken)")
exit(0)
