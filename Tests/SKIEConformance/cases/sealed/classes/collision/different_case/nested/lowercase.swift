// Checks SKIE acceptance test sealed/classes/collision/different_case/nested/lowercase.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A = A.a1()
let taken: String
switch onEnum(of: value) {
case .A_A1:
    taken = "A_A1"
case .A_a1:
    taken = "A_a1"
}
expect(taken == "A_a1", "onEnum(of: A.a1()) takes .A_a1, took .\(taken)")
exit(0)
