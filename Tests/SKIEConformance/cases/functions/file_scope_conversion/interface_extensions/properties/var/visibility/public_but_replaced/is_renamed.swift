// Checks SKIE acceptance test functions/file_scope_conversion/interface_extensions/properties/var/visibility/public_but_replaced/is_renamed.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.PublicButReplaced on an interface extension var: SKIE's member property is __foo.
let c = C(value: 1)
c.__foo = 1
let value = c.__foo
exit(value)
