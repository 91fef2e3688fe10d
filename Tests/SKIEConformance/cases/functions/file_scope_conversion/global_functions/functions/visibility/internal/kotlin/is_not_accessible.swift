// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/functions/visibility/internal/kotlin/is_not_accessible.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot find 'foo' in scope
let result = foo(i: 2, k: 1) - 1
exit(result)
