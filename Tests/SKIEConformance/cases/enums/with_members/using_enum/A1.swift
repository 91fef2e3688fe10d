// Checks SKIE acceptance test enums/with_members/using_enum/A1.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A property and a method of the enum typed with another enum B (a Swift enum, bridged to __B).
let values: [A] = [AKt.a1(), AKt.a2()]
for (position, value) in values.enumerated() {
    let property: B = value.b
    let returned: B = value.b1(a: value)
    let originals = [property as __B, returned as __B]
    expect(originals.count == 2, "B bridges to __B")
    switch value {
    case .a1: expect(position == 0, "a1() comes first")
    case .a2: expect(position == 1, "a2() comes second")
    }
}
exit(0)
