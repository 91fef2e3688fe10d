// Checks SKIE acceptance test enums/configuration/annotations/enabled/interop_is_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @EnumInterop.Enabled on A: A is SKIE's Swift enum, switched exhaustively (a1() returns A.A1 in Kotlin: compile only).
let value = AKt.a1()
let taken: String
switch value {
case .a1: taken = "a1"
case .a2: taken = "a2"
}
expect(taken == "a1", "AKt.a1() is .a1, took .\(taken)")
exit(0)
