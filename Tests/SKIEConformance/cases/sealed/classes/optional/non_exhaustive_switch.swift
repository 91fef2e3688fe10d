// Checks SKIE acceptance test sealed/classes/optional/non_exhaustive_switch.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: switch must be exhaustive
// For an optional value, leaving out .none must not compile.
func describe(_ value: A?) -> String {
    switch onEnum(of: value) {
    case .a1:
        return "a1"
    case .a2:
        return "a2"
    }
}
_ = describe(A1())
exit(0)
