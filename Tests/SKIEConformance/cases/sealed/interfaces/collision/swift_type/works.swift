// Checks SKIE acceptance test sealed/interfaces/collision/swift_type/works.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A = AType()
let taken: String
switch onEnum(of: value) {
case .a1:
    taken = "a1"
case .type:
    taken = "type"
}
expect(taken == "type", "onEnum(of: AType()) takes .type, took .\(taken)")
exit(0)
