// Checks SKIE acceptance test enums/with_members/properties_and_methods/expected_types_available.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Methods of the enum return the exporter's Swift types (`Int8` for Byte, ...), on every entry.
let values: [A] = [AKt.a1(), AKt.a2()]
for (position, value) in values.enumerated() {
    let byte: Int8 = value.int8Return()
    expect(byte == 1, "int8Return() is 1")
    switch value {
    case .a1: expect(position == 0, "a1() comes first")
    case .a2: expect(position == 1, "a2() comes second")
    }
}
exit(0)
