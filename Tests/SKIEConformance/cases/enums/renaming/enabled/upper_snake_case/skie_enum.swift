// Checks SKIE acceptance test enums/renaming/enabled/upper_snake_case/skie_enum.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The Kotlin-side global `a` holds the first entry; the Swift enum keeps every entry's name.
let name: String
switch a {
case .aa:
    name = "aa"
case .aaBb:
    name = "aaBb"
case .aaBbCc:
    name = "aaBbCc"
}
expect(name == "aa", "a is .aa, got .\(name)")
exit(0)
