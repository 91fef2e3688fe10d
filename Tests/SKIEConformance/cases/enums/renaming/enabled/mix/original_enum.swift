// Checks SKIE acceptance test enums/renaming/enabled/mix/original_enum.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `index` is a Kotlin global selecting the entry; the bridged Swift case must be the first one.
let originals = [__A.aaBbCc, __A.aaBb, __A.aaBbCc_]
let bridged = originals[Int(index)] as A
expect(bridged == .aaBbCc, "__A entry \(index) bridges to A.aaBbCc")
exit(0)
