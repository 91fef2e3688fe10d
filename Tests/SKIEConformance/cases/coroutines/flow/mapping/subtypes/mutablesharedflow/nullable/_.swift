// Checks SKIE acceptance test coroutines/flow/mapping/subtypes/mutablesharedflow/nullable/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let shared: SkieSwiftOptionalMutableSharedFlow<KotlinInt> = AKt.flow
func firstTotal() async -> Int32 {
    try! await SumKt.sum(flow: SkieSwiftOptionalFlow(shared), max: 1).int32Value
}
func replayed() -> Int {
    shared.replayCache.reduce(0) { $0 + ($1?.intValue ?? 0) }
}
try! await shared.emit(value: KotlinInt(1))
expect(await firstTotal() == 1, "after emit(1) the replayed element is 1")
try! await shared.emit(value: nil)
expect(await firstTotal() == 0, "after emit(nil) the replayed element counts 0")
expect(shared.tryEmit(value: KotlinInt(3)), "tryEmit(3) succeeds")
expect(await firstTotal() == 3, "after tryEmit(3) the replayed element is 3")
expect(shared.tryEmit(value: nil), "tryEmit(nil) succeeds")
expect(replayed() == 0, "the replay cache holds only nil")
shared.resetReplayCache()
expect(replayed() == 0, "the replay cache is empty after resetReplayCache()")
expect(shared.subscriptionCount.value == 0, "no subscriber is left")
exit(0)
