// Checks SKIE acceptance test sealed/interfaces/collision/nested_and_outer/child/without_renaming_fails/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A = AA1()
let taken: String
switch onEnum(of: value) {
case .A1:
    taken = "A1"
case .AA1:
    taken = "AA1"
case .AAA1:
    taken = "AAA1"
}
expect(taken == "AA1", "onEnum(of: AA1()) takes .AA1, took .\(taken)")
exit(0)
