// Checks SKIE acceptance test sealed/classes/no_accessible_children/configuration/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Every subclass hidden: the enum has the else case only.
let value: A = A1()
let taken: String
switch onEnum(of: value) {
case .else: taken = "else"
}
expect(taken == "else", "onEnum(of: A1()) takes .else, took .\(taken)")
exit(0)
