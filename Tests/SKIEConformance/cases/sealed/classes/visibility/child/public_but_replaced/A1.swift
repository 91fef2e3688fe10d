// Checks SKIE acceptance test sealed/classes/visibility/child/public_but_replaced/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.PublicButReplaced on a subclass: its case stays .a1.
let a: A = A.Companion.shared.createA1()
switch onEnum(of: a) {
case .a1:
    exit(0)
case .a2:
    exit(1)
}
