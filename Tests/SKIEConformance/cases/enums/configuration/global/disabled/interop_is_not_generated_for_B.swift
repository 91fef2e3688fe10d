// Checks SKIE acceptance test enums/configuration/global/disabled/interop_is_not_generated_for_B.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: switch must be exhaustive
// EnumInterop.Enabled false in the configuration: B stays the exporter's class, a switch over it is not exhaustive.
let value = DisabledBKt.b1()
let taken: String
switch value {
case .b1: taken = "b1"
case .b2: taken = "b2"
}
_ = taken
