// Checks SKIE acceptance test enums/nested/enum_in_enum_same_name/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// An enum `A` nested in an enum `A` is `A.A`; both are Swift enums switched exhaustively.
let outer: [A] = [AKt.a1(), AKt.a2()]
let inner: [A.A] = [AKt.aa1(), AKt.aa2()]
for (position, value) in outer.enumerated() {
    switch value {
    case .a1: expect(position == 0, "a1() is A.a1")
    case .a2: expect(position == 1, "a2() is A.a2")
    }
}
for (position, value) in inner.enumerated() {
    switch value {
    case .a1: expect(position == 0, "aa1() is A.A.a1")
    case .a2: expect(position == 1, "aa2() is A.A.a2")
    }
}
exit(0)
