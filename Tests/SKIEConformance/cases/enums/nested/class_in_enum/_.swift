// Checks SKIE acceptance test enums/nested/class_in_enum/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A class nested in an enum stays reachable as `A.B` (compile only: the functions' bodies are Kotlin).
let values: [A] = [AKt.a1(), AKt.a2()]
for (index, value) in values.enumerated() {
    switch value {
    case .a1: expect(index == 0, "entry 0 is .a1")
    case .a2: expect(index == 1, "entry 1 is .a2")
    }
}
let returned: A.B = AKt.b()
let made: A.B = A.B()
_ = (returned, made)
exit(0)
