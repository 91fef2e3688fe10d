// Checks SKIE acceptance test enums/configuration/annotations/disabled/interop_is_not_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: switch must be exhaustive
// @EnumInterop.Disabled on A: A stays the exporter's class, so a switch over it is not exhaustive.
let value = AKt.a1()
let taken: String
switch value {
case .a1: taken = "a1"
case .a2: taken = "a2"
}
_ = taken
