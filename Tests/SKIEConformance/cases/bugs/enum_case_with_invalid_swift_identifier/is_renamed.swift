// Checks SKIE acceptance test bugs/enum_case_with_invalid_swift_identifier/is_renamed.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The Kotlin entry `0xH` is reachable from Swift as `_0xH`.
_ = A._0xH
exit(0)
