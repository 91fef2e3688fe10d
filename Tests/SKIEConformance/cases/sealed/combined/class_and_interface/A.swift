// Checks SKIE acceptance test sealed/combined/class_and_interface/A.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: A = A1(value_A1: 0, value_A: 1, value_I: 1)
switch onEnum(of: value) {
case .a1(let leaf):
    expect(leaf.value_A1 == 0, "A1's value_A1 reads 0, read \(leaf.value_A1)")
case .a2(let leaf):
    expect(false, "onEnum(of:) of an A1 as A took .a2")
    _ = leaf
case .a3(let leaf):
    expect(false, "onEnum(of:) of an A1 as A took .a3")
    _ = leaf
}
exit(0)
