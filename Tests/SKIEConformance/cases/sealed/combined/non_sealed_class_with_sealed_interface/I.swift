// Checks SKIE acceptance test sealed/combined/non_sealed_class_with_sealed_interface/I.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value: I = A1(value_A1: 0, value_A: 1, value_I: 1)
switch onEnum(of: value) {
case .a1(let leaf):
    expect(
        leaf.value_A1 == 0 && leaf.value_A == 1,
        "A1 as I reads value_A1 0 and value_A 1 (its abstract class's), read \(leaf.value_A1), \(leaf.value_A)")
case .a3(let leaf):
    expect(false, "onEnum(of:) of an A1 as I took .a3")
    _ = leaf
}
exit(0)
