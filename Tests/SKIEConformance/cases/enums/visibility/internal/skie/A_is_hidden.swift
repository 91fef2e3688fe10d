// Checks SKIE acceptance test enums/visibility/internal/skie/A_is_hidden.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: 'A' is unavailable in Swift
// SkieVisibility.Internal on an enum: the app cannot name A.
func takes(a: A) {}
exit(0)
