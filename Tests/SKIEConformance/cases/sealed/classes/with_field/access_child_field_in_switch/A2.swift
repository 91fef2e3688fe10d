// Checks SKIE acceptance test sealed/classes/with_field/access_child_field_in_switch/A2.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A = A2(value_A2: 0, value_A: 1)
switch onEnum(of: value) {
case .a1(let leaf):
    expect(false, "onEnum(of:) of an A2 took .a1")
    _ = leaf
case .a2(let leaf):
    expect(leaf.value_A2 == 0, "A2's value_A2 reads 0, read \(leaf.value_A2)")
}
exit(0)
