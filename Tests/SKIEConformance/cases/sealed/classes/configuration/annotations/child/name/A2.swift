// Checks SKIE acceptance test sealed/classes/configuration/annotations/child/name/A2.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @SealedInterop.Case.Name("A3") on A1: its case is .A3; A2 keeps .a2.
let value: A = A2(k: 0)
let taken: String
switch onEnum(of: value) {
case .A3: taken = "A3"
case .a2(let a2):
    expect(a2.k == 0, "the case carries A2(k: 0), k is \(a2.k)")
    taken = "a2"
}
expect(taken == "a2", "onEnum(of: A2(k: 0)) takes .a2, took .\(taken)")
exit(0)
