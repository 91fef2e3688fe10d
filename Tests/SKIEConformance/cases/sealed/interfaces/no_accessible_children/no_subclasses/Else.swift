// Checks SKIE acceptance test sealed/interfaces/no_accessible_children/no_subclasses/Else.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Without accessible subclasses, onEnum(of:) has only the `else` case; compiling this is the check.
func classify(_ value: A) -> String {
    switch onEnum(of: value) {
    case .else:
        "else"
    }
}
_ = classify
exit(0)
