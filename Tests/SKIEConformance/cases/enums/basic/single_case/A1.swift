// Checks SKIE acceptance test enums/basic/single_case/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let name: String
switch AKt.a1() {
case .a1:
    name = "a1"
}
expect(name == "a1", "AKt.a1() is .a1")
exit(0)
