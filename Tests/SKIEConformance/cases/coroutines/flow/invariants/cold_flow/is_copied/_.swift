// Checks SKIE acceptance test coroutines/flow/invariants/cold_flow/is_copied/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Each call returns a fresh cold flow: collecting one inside the loop over another sees all of its elements.
var total: Int32 = 0
for await outer in AKt.flow() {
    total += outer.int32Value
    for await inner in AKt.flow() {
        total += inner.int32Value
    }
}
expect(total == 24, "1 + 2 + 3, plus 1 + 2 + 3 again for each outer element, is 24; got \(total)")
exit(0)
