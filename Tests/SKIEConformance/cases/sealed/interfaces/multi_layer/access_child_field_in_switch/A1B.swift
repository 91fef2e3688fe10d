// Checks SKIE acceptance test sealed/interfaces/multi_layer/access_child_field_in_switch/A1B.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A = A1B(value_A1B: 0, value_A1: 1, value_A: 1)
switch onEnum(of: value) {
case .a1(let middle):
    switch onEnum(of: middle) {
    case .a1A(let leaf):
        expect(false, "onEnum(of:) of an A1B took .a1A")
        _ = leaf
    case .a1B(let leaf):
        expect(leaf.value_A1B == 0, "A1B's value_A1B reads 0, read \(leaf.value_A1B)")
    }
case .a2(let leaf):
    expect(false, "onEnum(of:) of an A1B took .a2")
    _ = leaf
}
exit(0)
