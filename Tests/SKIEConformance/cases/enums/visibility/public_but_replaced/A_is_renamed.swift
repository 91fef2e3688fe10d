// Checks SKIE acceptance test enums/visibility/public_but_replaced/A_is_renamed.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.PublicButReplaced on an enum: SKIE's Swift enum is __A, the exporter's class ____A.
func takesWrapper(a: __A) {}
func takesOriginal(a: ____A) {}
exit(0)
