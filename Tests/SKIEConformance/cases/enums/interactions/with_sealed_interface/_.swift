// Checks SKIE acceptance test enums/interactions/with_sealed_interface/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// An enum implementing a sealed interface is its case `.a(A)` in onEnum(of:); getI() is A.A1.
let sealed: I = AKt.getI()
switch onEnum(of: sealed) {
case .a(let entry):
    expect(entry == .a1, "getI() is A.a1, got \(entry)")
}
exit(0)
