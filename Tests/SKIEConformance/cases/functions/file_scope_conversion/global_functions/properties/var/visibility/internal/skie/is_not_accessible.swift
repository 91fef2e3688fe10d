// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/properties/var/visibility/internal/skie/is_not_accessible.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot find 'foo' in scope
// SkieVisibility.Internal on a top-level var: SKIE's global foo is not visible to the app.
foo = 0
let value = foo
exit(value)
