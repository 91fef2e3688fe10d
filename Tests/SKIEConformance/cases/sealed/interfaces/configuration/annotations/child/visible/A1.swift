// Checks SKIE acceptance test sealed/interfaces/configuration/annotations/child/visible/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @SealedInterop.Case.Visible on A1 (the default): A1 has its case.
let value: A = A1(i: 0)
let taken: String
switch onEnum(of: value) {
case .a1: taken = "a1"
case .a2: taken = "a2"
}
expect(taken == "a1", "onEnum(of: A1(i: 0)) takes .a1, took .\(taken)")
exit(0)
