// Checks SKIE acceptance test sealed/classes/plain/interop_is_not_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: global function 'onEnum(of:)' requires that 'A' inherit from 'Skie_SuspendResult'
// An open class is not sealed: no onEnum(of:) of A, only SKIE's runtime one (Skie_SuspendResult).
func check(_ value: A) {
    switch onEnum(of: value) {
    case .a1: exit(1)
    case .a2: exit(0)
    }
}
