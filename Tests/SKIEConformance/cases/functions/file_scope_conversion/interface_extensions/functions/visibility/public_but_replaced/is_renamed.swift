// Checks SKIE acceptance test functions/file_scope_conversion/interface_extensions/functions/visibility/public_but_replaced/is_renamed.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.PublicButReplaced on an interface extension: SKIE's member is __foo(i:k:).
let value = C(value: 1).__foo(i: 4, k: 2) - 1
exit(value)
