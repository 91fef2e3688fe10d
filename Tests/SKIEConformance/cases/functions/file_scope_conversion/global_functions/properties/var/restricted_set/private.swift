// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/properties/var/restricted_set/private.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot assign to value: 'privateFoo' is a get-only property
privateFoo = 0
