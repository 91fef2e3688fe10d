// Checks SKIE acceptance test sealed/interfaces/objects/call_with_object.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// An object (with a property, 0) under A: onEnum of A2.shared takes .a2, carrying the object.
let value: A = A2.shared
let taken: String
switch onEnum(of: value) {
case .a1: taken = "a1"
case .a2(let a2):
    expect(a2.value_A2 == 0, "A2.value_A2 is 0, got \(a2.value_A2)")
    taken = "a2"
}
expect(taken == "a2", "onEnum(of: A2.shared) takes .a2, took .\(taken)")
exit(0)
