// Checks SKIE acceptance test sealed/classes/objects/call_with_class.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A class and an object (with a property) under A: onEnum of the class takes .a1, carrying it.
let value: A = A1(value_A1: 0)
let taken: String
switch onEnum(of: value) {
case .a1(let a1):
    expect(a1.value_A1 == 0, "the case carries A1(value_A1: 0)")
    taken = "a1"
case .a2: taken = "a2"
}
expect(taken == "a1", "onEnum(of: A1(value_A1: 0)) takes .a1, took .\(taken)")
exit(0)
