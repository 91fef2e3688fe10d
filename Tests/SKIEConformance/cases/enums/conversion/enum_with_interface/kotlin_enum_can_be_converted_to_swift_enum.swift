// Checks SKIE acceptance test enums/conversion/enum_with_interface/kotlin_enum_can_be_converted_to_swift_enum.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// An enum implementing the interface I (its constructor `value` overrides I's): `__A` converts back to `A.a0`.
let original: __A = A.a0.toKotlinEnum()
switch original.toSwiftEnum() {
case .a0: exit(0)
case .a1: expect(false, "A.a0 round-trips through __A to .a0, got .a1")
}
