// Checks SKIE acceptance test sealed/interfaces/configuration/global/parent/enabled/interop_is_not_generated_for_B.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: no exact matches in call to global function 'onEnum'
// SealedInterop off for B (its annotation or the configuration): no onEnum(of:) takes a B.
let value: B = B1()
switch onEnum(of: value) {
case .B1: exit(0)
case .B2: exit(1)
}
