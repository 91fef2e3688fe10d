// Checks SKIE acceptance test sealed/classes/visibility/child/internal/skie/A2.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The visible subclass keeps its case next to else.
let a: A = A.A2(k: 0)
switch onEnum(of: a) {
case .else:
    exit(1)
case .a2(let a2):
    exit(a2.k)
}
