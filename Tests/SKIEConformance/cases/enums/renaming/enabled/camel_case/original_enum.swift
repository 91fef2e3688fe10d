// Checks SKIE acceptance test enums/renaming/enabled/camel_case/original_enum.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `index` is a Kotlin global selecting the entry; the bridged Swift case must be the first one.
let originals = [__A.aa, __A.aaBb, __A.aaBbCc]
let bridged = originals[Int(index)] as A
expect(bridged == .aa, "__A entry \(index) bridges to A.aa")
exit(0)
