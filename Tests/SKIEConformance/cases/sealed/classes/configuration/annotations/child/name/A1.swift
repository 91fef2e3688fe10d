// Checks SKIE acceptance test sealed/classes/configuration/annotations/child/name/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @SealedInterop.Case.Name("A3") on A1: its case is .A3; A2 keeps .a2.
let value: A = A1(i: 0)
let taken: String
switch onEnum(of: value) {
case .A3(let a1):
    expect(a1.i == 0, "the case carries A1(i: 0), i is \(a1.i)")
    taken = "A3"
case .a2: taken = "a2"
}
expect(taken == "A3", "onEnum(of: A1(i: 0)) takes .A3, took .\(taken)")
exit(0)
