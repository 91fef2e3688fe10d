// Checks SKIE acceptance test enums/nested/companion_in_enum/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// An enum with a companion stays a Swift enum switched exhaustively; the companion is reached both ways.
let values: [A] = [AKt.a1(), AKt.a2()]
for (position, value) in values.enumerated() {
    switch value {
    case .a1: expect(position == 0, "a1() comes first")
    case .a2: expect(position == 1, "a2() comes second")
    }
}
let viaFunction: A.Companion = AKt.companion()
let viaShared: A.Companion = A.Companion.shared
expect(viaFunction === viaShared, "the companion is one instance")
exit(0)
