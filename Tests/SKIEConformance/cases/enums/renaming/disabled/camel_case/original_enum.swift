// Checks SKIE acceptance test enums/renaming/disabled/camel_case/original_enum.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @EnumInterop.LegacyCaseName.Enabled: __A and A keep the exporter's names; `index` (Kotlin, 0) picks the first.
let originals = [__A.aa, __A.aabb, __A.aabbcc]
let bridged = originals[Int(index)] as A
expect(bridged == .aa, "__A entry \(index) bridges to A.aa")
exit(0)
