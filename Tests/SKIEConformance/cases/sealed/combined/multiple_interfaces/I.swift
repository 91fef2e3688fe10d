// Checks SKIE acceptance test sealed/combined/multiple_interfaces/I.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: I = A1(value_A1: 0, value_I: 1, value_K: 1)
switch onEnum(of: value) {
case .a1(let leaf):
    expect(
        leaf.value_A1 == 0 && leaf.value_I == 1,
        "A1 as I reads value_A1 0 and value_I 1, read \(leaf.value_A1), \(leaf.value_I)")
case .a2(let leaf):
    expect(false, "onEnum(of:) of an A1 as I took .a2")
    _ = leaf
}
exit(0)
