// Checks SKIE acceptance test enums/renaming/disabled/mix/skie_enum.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @EnumInterop.LegacyCaseName.Enabled: the Swift enum's cases are the exporter's names; `a` is the first entry.
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
