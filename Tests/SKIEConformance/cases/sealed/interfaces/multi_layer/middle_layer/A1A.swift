// Checks SKIE acceptance test sealed/interfaces/multi_layer/middle_layer/A1A.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A1 = A1A(value_A1A: 1, value_A1: 1, value_A: 1)
let taken: String
switch onEnum(of: value) {
case .a1A:
    taken = "a1A"
case .a1B:
    taken = "a1B"
}
expect(taken == "a1A", "onEnum(of:) of the middle sealed interface A1 takes .a1A for an A1A, took .\(taken)")
exit(0)
