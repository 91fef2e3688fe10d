// Checks SKIE acceptance test sealed/interfaces/multi_layer/middle_layer/A1B.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A1 = A1B(value_A1B: 1, value_A1: 1, value_A: 1)
let taken: String
switch onEnum(of: value) {
case .a1B:
    taken = "a1B"
case .a1A:
    taken = "a1A"
}
expect(taken == "a1B", "onEnum(of:) of the middle sealed interface A1 takes .a1B for an A1B, took .\(taken)")
exit(0)
