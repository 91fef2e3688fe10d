// Checks SKIE acceptance test enums/configuration/global/enabled/interop_is_generated_for_A.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// EnumInterop.Enabled true in the configuration: A is SKIE's Swift enum.
let value = EnabledAKt.a1()
let taken: String
switch value {
case .a1: taken = "a1"
case .a2: taken = "a2"
}
expect(taken == "a1", "EnabledAKt.a1() is .a1, took .\(taken)")
exit(0)
