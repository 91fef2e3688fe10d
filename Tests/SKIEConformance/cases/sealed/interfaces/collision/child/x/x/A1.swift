// Checks SKIE acceptance test sealed/interfaces/collision/child/x/x/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Two interfaces named A1 in other packages take the plain name first: the sealed child class is A1_,
// and its onEnum case stays .a1.
let value: A = A1_()
switch onEnum(of: value) {
case .a1: exit(0)
case .a2: expect(false, "A1_() is case .a1 of onEnum(of:)")
}
