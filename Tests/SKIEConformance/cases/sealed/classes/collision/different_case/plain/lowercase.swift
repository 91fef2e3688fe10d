// Checks SKIE acceptance test sealed/classes/collision/different_case/plain/lowercase.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A = a1()
let taken: String
switch onEnum(of: value) {
case .A1:
    taken = "A1"
case .a1:
    taken = "a1"
}
expect(taken == "a1", "onEnum(of: a1()) takes .a1, took .\(taken)")
exit(0)
