// Checks SKIE acceptance test sealed/classes/multiple_packages/x/AB.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let first: A = A1()
let second: B = B2()
var taken: [String] = []
switch onEnum(of: first) {
case .a1:
    taken.append("a1")
case .a2:
    taken.append("a2")
}
switch onEnum(of: second) {
case .b1:
    taken.append("b1")
case .b2:
    taken.append("b2")
}
expect(taken == ["a1", "b2"], "A1() is .a1 and B2() is .b2, got \(taken)")
exit(0)
