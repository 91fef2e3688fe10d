// Checks SKIE acceptance test sealed/classes/visibility/child/private/skie/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A hidden subclass (SkieVisibility.Internal/Private) is SKIE's else case.
let a: A = A.Companion.shared.createA1()
switch onEnum(of: a) {
case .else:
    exit(0)
case .a2:
    exit(1)
}
