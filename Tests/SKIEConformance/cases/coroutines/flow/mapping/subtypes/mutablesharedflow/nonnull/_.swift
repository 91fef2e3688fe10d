// Checks SKIE acceptance test coroutines/flow/mapping/subtypes/mutablesharedflow/nonnull/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let shared: SkieSwiftMutableSharedFlow<KotlinInt> = AKt.flow
func firstTotal() async -> Int32 {
    try! await SumKt.sum(flow: SkieSwiftFlow(shared), max: 1).int32Value
}
func replayed() -> Int {
    shared.replayCache.reduce(0) { $0 + $1.intValue }
}
try! await shared.emit(value: KotlinInt(1))
expect(await firstTotal() == 1, "after emit(1) the replayed element is 1")
try! await shared.emit(value: KotlinInt(2))
expect(await firstTotal() == 2, "after emit(2) the replayed element is 2")
expect(shared.tryEmit(value: KotlinInt(3)), "tryEmit(3) succeeds")
expect(await firstTotal() == 3, "after tryEmit(3) the replayed element is 3")
expect(replayed() == 3, "the replay cache holds 3")
shared.resetReplayCache()
expect(replayed() == 0, "the replay cache is empty after resetReplayCache()")
expect(shared.subscriptionCount.value == 0, "no subscriber is left")
exit(0)
