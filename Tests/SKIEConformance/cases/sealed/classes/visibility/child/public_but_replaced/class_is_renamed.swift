// Checks SKIE acceptance test sealed/classes/visibility/child/public_but_replaced/class_is_renamed.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.PublicButReplaced on a subclass: Swift names it A.__A1.
func takes(a1: A.__A1) {}
exit(0)
