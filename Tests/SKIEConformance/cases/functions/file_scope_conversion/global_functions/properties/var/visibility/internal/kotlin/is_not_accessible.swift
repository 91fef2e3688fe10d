// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/properties/var/visibility/internal/kotlin/is_not_accessible.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot find 'foo' in scope
foo = 0
exit(foo)
