// Checks SKIE acceptance test enums/configuration/global/enabled/interop_is_not_generated_for_B.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: switch must be exhaustive
// @EnumInterop.Disabled on B wins over the configuration: B stays the exporter's class, the switch is not exhaustive.
let value = DisabledBKt.b1()
let taken: String
switch value {
case .b1: taken = "b1"
case .b2: taken = "b2"
}
_ = taken
