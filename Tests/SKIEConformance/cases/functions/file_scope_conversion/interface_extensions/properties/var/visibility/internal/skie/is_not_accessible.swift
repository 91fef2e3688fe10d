// Checks SKIE acceptance test functions/file_scope_conversion/interface_extensions/properties/var/visibility/internal/skie/is_not_accessible.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: value of type 'C' has no member 'foo'
// SkieVisibility.Internal on an interface extension var: SKIE's member property foo is not visible.
let c = C(value: 1)
c.foo = 1
let value = c.foo
exit(value)
