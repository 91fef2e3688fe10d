// Checks SKIE acceptance test functions/file_scope_conversion/interface_extensions/functions/visibility/internal/kotlin/is_not_accessible.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: value of type 'C' has no member 'foo'
let result = C(value: 1).foo(i: 4, k: 2) - 1
exit(result)
