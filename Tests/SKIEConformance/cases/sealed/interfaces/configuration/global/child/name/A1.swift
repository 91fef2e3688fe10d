// Checks SKIE acceptance test sealed/interfaces/configuration/global/child/name/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SealedInterop.Case.Name "A3" in the configuration names A1's case .A3; @SealedInterop.Case.Name("A2") on A2 wins for A2.
let value: A = A1(i: 0)
let taken: String
switch onEnum(of: value) {
case .A3(let a1):
    expect(a1.i == 0, "the case carries A1(i: 0), i is \(a1.i)")
    taken = "A3"
case .A2: taken = "A2"
}
expect(taken == "A3", "onEnum(of: A1(i: 0)) takes .A3, took .\(taken)")
exit(0)
