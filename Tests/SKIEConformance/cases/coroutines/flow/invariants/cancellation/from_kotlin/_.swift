// Checks SKIE acceptance test coroutines/flow/invariants/cancellation/from_kotlin/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A flow that cancels its own coroutine ends a non-throwing `for await` loop, and the collecting task is
// cancelled: the elements before the cancellation add up to 6.
let collecting = Task.detached { () -> Int32 in
    var total: Int32 = 0
    for await element in AKt.flow() {
        total += element.int32Value
    }
    return total
}
let total = await collecting.value
expect(collecting.isCancelled, "the collecting task is cancelled when the Kotlin flow cancels itself")
expect(total == 6, "the elements before the cancellation add up to 6, got \(total)")
exit(0)
