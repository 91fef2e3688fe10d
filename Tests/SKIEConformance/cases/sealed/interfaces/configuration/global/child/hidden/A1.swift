// Checks SKIE acceptance test sealed/interfaces/configuration/global/child/hidden/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// "sealedCaseVisible": false hides A1; A2 is @SealedInterop.Case.Visible.
let value: A = A1(i: 0)
let taken: String
switch onEnum(of: value) {
case .else: taken = "else"
case .a2: taken = "a2"
}
expect(taken == "else", "onEnum(of: A1(i: 0)) takes .else, took .\(taken)")
exit(0)
