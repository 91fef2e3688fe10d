// Checks SKIE acceptance test enums/renaming/enabled/mix/skie_enum.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The Kotlin-side global `a` holds the first entry; the Swift enum keeps every entry's name.
let name: String
switch a {
case .aaBbCc:
    name = "aaBbCc"
case .aaBb:
    name = "aaBb"
case .aaBbCc_:
    name = "aaBbCc_"
}
expect(name == "aaBbCc", "a is .aaBbCc, got .\(name)")
exit(0)
