// Checks SKIE acceptance test sealed/classes/collision/base/x/A3.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A_ = A3()
let taken: String
switch onEnum(of: value) {
case .a3:
    taken = "a3"
case .a4:
    taken = "a4"
}
expect(taken == "a3", "onEnum(of: A3()) takes .a3, took .\(taken)")
exit(0)
