// Checks SKIE acceptance test coroutines/suspend/classes/extensions/simple/can_be_cancelled/from_swift/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let work = Task { try await A().foo().int32Value }
work.cancel()
do {
    let value = try await work.value
    expect(value == 0, "A().foo() in a task cancelled from Swift still returns 0, got \(value)")
} catch {
    expect(false, "A().foo() in a task cancelled from Swift threw \(error)")
}
exit(0)
