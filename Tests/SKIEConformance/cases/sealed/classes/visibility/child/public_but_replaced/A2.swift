// Checks SKIE acceptance test sealed/classes/visibility/child/public_but_replaced/A2.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The other subclass's case is unchanged.
let a: A = A.A2(k: 0)
switch onEnum(of: a) {
case .a1:
    exit(1)
case .a2(let a2):
    exit(a2.k)
}
