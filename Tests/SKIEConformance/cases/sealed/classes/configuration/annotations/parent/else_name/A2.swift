// Checks SKIE acceptance test sealed/classes/configuration/annotations/parent/else_name/A2.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @SealedInterop.ElseName("Other") on A, A1 hidden: A1 falls in the .Other case. A2 keeps its case.
let value: A = A2(k: 0)
let taken: String
switch onEnum(of: value) {
case .Other: taken = "Other"
case .a2(let a2):
    expect(a2.k == 0, "the case carries A2(k: 0), k is \(a2.k)")
    taken = "a2"
}
expect(taken == "a2", "onEnum(of: A2(k: 0)) takes .a2, took .\(taken)")
exit(0)
