// Checks SKIE acceptance test sealed/classes/collision/swift_type/any/works.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A = A.Any()
let taken: String
switch onEnum(of: value) {
case .a1:
    taken = "a1"
case .any:
    taken = "any"
}
expect(taken == "any", "onEnum(of: A.Any()) takes .any, took .\(taken)")
exit(0)
