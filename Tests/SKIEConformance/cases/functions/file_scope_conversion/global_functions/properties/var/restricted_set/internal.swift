// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/properties/var/restricted_set/internal.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot assign to value: 'internalFoo' is a get-only property
internalFoo = 0
