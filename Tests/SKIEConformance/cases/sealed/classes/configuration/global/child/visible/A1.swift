// Checks SKIE acceptance test sealed/classes/configuration/global/child/visible/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// "sealedCaseVisible": true, but A1 is @SealedInterop.Case.Hidden: A1 is else.
let value: A = A1(i: 0)
let taken: String
switch onEnum(of: value) {
case .else: taken = "else"
case .a2: taken = "a2"
}
expect(taken == "else", "onEnum(of: A1(i: 0)) takes .else, took .\(taken)")
exit(0)
