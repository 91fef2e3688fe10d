// Checks SKIE acceptance test sealed/combined/non_sealed_class_with_sealed_interface/interop_is_not_generated_for_A.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: global function 'onEnum(of:)' requires that 'A' inherit from 'Skie_SuspendResult'
// The abstract class A is not sealed (only I is): onEnum(of:) does not take an A. SKIE's compiler names its
// sealed-interface candidate ('A' does not conform to 'I'); here Swift names the runtime's Skie_SuspendResult one.
func check(_ value: A) {
    switch onEnum(of: value) {
    case .a1: exit(1)
    case .a2: exit(0)
    }
}
