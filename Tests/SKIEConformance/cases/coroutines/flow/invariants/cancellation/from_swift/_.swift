// Checks SKIE acceptance test coroutines/flow/invariants/cancellation/from_swift/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Cancelling the Swift task that collects a Kotlin flow cancels the flow's coroutine: Kotlin sees a
// CancellationException (AKt.wasCancelled).
actor FirstElement {
    private(set) var arrived = false
    func arrive() { arrived = true }
}
let firstElement = FirstElement()
let collecting = Task.detached { () -> Int in
    for await _ in AKt.flow() {
        await firstElement.arrive()
    }
    return 0
}
while await !firstElement.arrived {
    try? await Task.sleep(nanoseconds: 1_000_000)
}
collecting.cancel()
try? await Task.sleep(nanoseconds: 10_000_000_000)
expect(AKt.wasCancelled, "cancelling the collecting Swift task cancels the Kotlin flow")
exit(0)
