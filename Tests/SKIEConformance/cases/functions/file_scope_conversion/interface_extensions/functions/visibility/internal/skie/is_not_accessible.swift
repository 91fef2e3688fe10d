// Checks SKIE acceptance test functions/file_scope_conversion/interface_extensions/functions/visibility/internal/skie/is_not_accessible.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: value of type 'C' has no member 'foo'
// SkieVisibility.Internal on an interface extension: SKIE's member C(value:).foo(i:k:) is not visible.
let value = C(value: 1).foo(i: 4, k: 2) - 1
exit(value)
