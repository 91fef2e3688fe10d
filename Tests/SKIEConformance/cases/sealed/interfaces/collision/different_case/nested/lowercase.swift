// Checks SKIE acceptance test sealed/interfaces/collision/different_case/nested/lowercase.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A = AA1_()
let taken: String
switch onEnum(of: value) {
case .AA1:
    taken = "AA1"
case .AA1_:
    taken = "AA1_"
}
expect(taken == "AA1_", "onEnum(of: AA1_()) takes .AA1_, took .\(taken)")
exit(0)
