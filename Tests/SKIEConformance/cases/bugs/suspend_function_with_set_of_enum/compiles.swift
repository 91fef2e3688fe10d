// Checks SKIE acceptance test bugs/suspend_function_with_set_of_enum/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A suspend function taking a set of enum values: only that the Swift compiles is checked.
exit(0)
