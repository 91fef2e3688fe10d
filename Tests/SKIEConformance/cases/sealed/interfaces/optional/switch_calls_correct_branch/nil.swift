// Checks SKIE acceptance test sealed/interfaces/optional/switch_calls_correct_branch/nil.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A? = nil
let taken: String
switch onEnum(of: value) {
case .a1:
    taken = "a1"
case .a2:
    taken = "a2"
case .none:
    taken = "none"
}
expect(taken == "none", "onEnum(of: nil) takes .none, took .\(taken)")
exit(0)
