// Checks SKIE acceptance test sealed/classes/configuration/global/child/name/A2.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SealedInterop.Case.Name "A3" in the configuration names A1's case .A3; @SealedInterop.Case.Name("A2") on A2 wins for A2.
let value: A = A2(k: 0)
let taken: String
switch onEnum(of: value) {
case .A3: taken = "A3"
case .A2(let a2):
    expect(a2.k == 0, "the case carries A2(k: 0), k is \(a2.k)")
    taken = "A2"
}
expect(taken == "A2", "onEnum(of: A2(k: 0)) takes .A2, took .\(taken)")
exit(0)
