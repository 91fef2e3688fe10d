// Checks SKIE acceptance test enums/conversion/enum_with_interface/swift_enum_can_be_converted_to_kotlin_enum.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The Swift enum converts to `__A`, which is an I: getIValue(i:) reads A0's `value`, 0.
let entry: A = A.a0
expect(AKt.getIValue(i: entry.toKotlinEnum()) == 0, "getIValue(i: A.a0.toKotlinEnum()) is 0")
exit(0)
