// Checks SKIE acceptance test enums/renaming/disabled/mix/original_enum.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @EnumInterop.LegacyCaseName.Enabled: __A and A keep the exporter's names; `index` (Kotlin, 0) picks the first.
let originals = [__A.aaBbCc, __A.aaBb, __A.aaBbCc_]
let bridged = originals[Int(index)] as A
expect(bridged == .aaBbCc, "__A entry \(index) bridges to A.aaBbCc")
exit(0)
