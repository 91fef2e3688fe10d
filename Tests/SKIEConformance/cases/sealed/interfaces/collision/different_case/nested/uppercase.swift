// Checks SKIE acceptance test sealed/interfaces/collision/different_case/nested/uppercase.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A = AA1()
let taken: String
switch onEnum(of: value) {
case .AA1:
    taken = "AA1"
case .AA1_:
    taken = "AA1_"
}
expect(taken == "AA1", "onEnum(of: AA1()) takes .AA1, took .\(taken)")
exit(0)
