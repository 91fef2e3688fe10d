// Checks SKIE acceptance test enums/nested/enum_in_enum/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// An enum nested in an enum: both are SKIE's Swift enums (compile only: the functions' bodies are Kotlin).
let outer: [A] = [AKt.a1(), AKt.a2()]
let inner: [A.B] = [AKt.b1(), AKt.b2()]
for (index, value) in outer.enumerated() {
    switch value {
    case .a1: expect(index == 0, "entry 0 is .a1")
    case .a2: expect(index == 1, "entry 1 is .a2")
    }
}
for (index, value) in inner.enumerated() {
    switch value {
    case .b1: expect(index == 0, "entry 0 is .b1")
    case .b2: expect(index == 1, "entry 1 is .b2")
    }
}
exit(0)
