// Checks SKIE acceptance test sealed/classes/configuration/global/parent/disabled/interop_is_generated_for_A.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SealedInterop on for A (its annotation or the configuration): onEnum(of:) is generated.
let value: A = A1()
let taken: String
switch onEnum(of: value) {
case .a1: taken = "a1"
case .a2: taken = "a2"
}
expect(taken == "a1", "onEnum(of: A1()) takes .a1, took .\(taken)")
exit(0)
