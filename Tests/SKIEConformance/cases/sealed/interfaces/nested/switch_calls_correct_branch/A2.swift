// Checks SKIE acceptance test sealed/interfaces/nested/switch_calls_correct_branch/A2.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A = AA2()
let taken: String
switch onEnum(of: value) {
case .a1:
    taken = "a1"
case .a2:
    taken = "a2"
}
expect(taken == "a2", "onEnum(of: AA2()) takes .a2, took .\(taken)")
exit(0)
