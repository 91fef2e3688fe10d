// Checks SKIE acceptance test sealed/interfaces/configuration/annotations/parent/else_name/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @SealedInterop.ElseName("Other") on A, A1 hidden: A1 falls in the .Other case.
let value: A = A1(i: 0)
let taken: String
switch onEnum(of: value) {
case .Other: taken = "Other"
case .a2: taken = "a2"
}
expect(taken == "Other", "onEnum(of: A1(i: 0)) takes .Other, took .\(taken)")
exit(0)
