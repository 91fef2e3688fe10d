// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/functions/visibility/internal/skie/is_not_accessible.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot find 'foo' in scope
// SkieVisibility.Internal on a top-level function: SKIE's global foo(i:k:) is not visible to the app.
let value = foo(i: 2, k: 1) - 1
exit(value)
