// Checks SKIE acceptance test bugs/nested_enum_in_ambiguous_type/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// An enum nested in a class named `UUID` (like Foundation's): the module compiles.
exit(0)
