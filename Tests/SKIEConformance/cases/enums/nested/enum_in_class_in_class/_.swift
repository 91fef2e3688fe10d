// Checks SKIE acceptance test enums/nested/enum_in_class_in_class/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The nested enum `A.BC` is SKIE's Swift enum; the Kotlin functions return its entries in order (compile only).
let values: [A.BC] = [AKt.c1(), AKt.c2()]
for (index, value) in values.enumerated() {
    switch value {
    case .c1: expect(index == 0, "entry 0 is .c1")
    case .c2: expect(index == 1, "entry 1 is .c2")
    }
}
exit(0)
