// Checks SKIE acceptance test bugs/enum_with_nested_class_with_keyword_name/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A class `default` nested in an enum: Swift reaches it backquoted and can make one.
let made = A.`default`()
_ = made
exit(0)
