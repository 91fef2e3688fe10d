// Checks SKIE acceptance test sealed/classes/with_field/access_parent_field_in_switch/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A = A1(value_A1: 1, value_A: 0)
switch onEnum(of: value) {
case .a1(let leaf):
    expect(leaf.value_A == 0, "A1's value_A reads 0, read \(leaf.value_A)")
case .a2(let leaf):
    expect(false, "onEnum(of:) of an A1 took .a2")
    _ = leaf
}
exit(0)
