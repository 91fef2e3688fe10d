// Checks SKIE acceptance test sealed/interfaces/configuration/annotations/parent/function/argument_label/changed/original_function_is_not_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: global function 'onEnum(of:)' requires that 'any A' inherit from 'Skie_SuspendResult'
// @SealedInterop.Function.ArgumentLabel("a") on A: no onEnum(of:) of A, only SKIE's runtime one (Skie_SuspendResult).
func check(_ value: A) {
    switch onEnum(of: value) {
    case .a1: exit(1)
    case .a2: exit(0)
    }
}
