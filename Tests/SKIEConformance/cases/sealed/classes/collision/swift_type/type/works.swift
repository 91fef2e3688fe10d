// Checks SKIE acceptance test sealed/classes/collision/swift_type/type/works.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A = A.Type_()
let taken: String
switch onEnum(of: value) {
case .a1:
    taken = "a1"
case .type:
    taken = "type"
}
expect(taken == "type", "onEnum(of: A.Type_()) takes .type, took .\(taken)")
exit(0)
