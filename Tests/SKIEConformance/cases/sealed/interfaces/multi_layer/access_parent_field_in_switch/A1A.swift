// Checks SKIE acceptance test sealed/interfaces/multi_layer/access_parent_field_in_switch/A1A.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A = A1A(value_A1A: 1, value_A1: 0, value_A: 1)
switch onEnum(of: value) {
case .a1(let middle):
    switch onEnum(of: middle) {
    case .a1A(let leaf):
        expect(leaf.value_A1 == 0, "A1A's value_A1 reads 0, read \(leaf.value_A1)")
    case .a1B(let leaf):
        expect(false, "onEnum(of:) of an A1A took .a1B")
        _ = leaf
    }
case .a2(let leaf):
    expect(false, "onEnum(of:) of an A1A took .a2")
    _ = leaf
}
exit(0)
