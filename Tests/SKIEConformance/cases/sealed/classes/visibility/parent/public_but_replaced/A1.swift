// Checks SKIE acceptance test sealed/classes/visibility/parent/public_but_replaced/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.PublicButReplaced on the sealed class: it is __A (its subclasses __A.A1, __A.A2); onEnum keeps
// its cases.
let a: __A = __A.A1()
switch onEnum(of: a) {
case .a1:
    exit(0)
case .a2:
    exit(1)
}
