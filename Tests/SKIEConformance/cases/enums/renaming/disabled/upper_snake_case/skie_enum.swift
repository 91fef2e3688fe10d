// Checks SKIE acceptance test enums/renaming/disabled/upper_snake_case/skie_enum.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @EnumInterop.LegacyCaseName.Enabled: the Swift enum's cases are the exporter's names; `a` is the first entry.
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
