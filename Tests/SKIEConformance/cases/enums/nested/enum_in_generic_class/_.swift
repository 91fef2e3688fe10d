// Checks SKIE acceptance test enums/nested/enum_in_generic_class/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The nested enum `AB` is SKIE's Swift enum; the Kotlin functions return its entries in order (compile only).
let values: [AB] = [AKt.b1(), AKt.b2()]
for (index, value) in values.enumerated() {
    switch value {
    case .b1: expect(index == 0, "entry 0 is .b1")
    case .b2: expect(index == 1, "entry 1 is .b2")
    }
}
exit(0)
