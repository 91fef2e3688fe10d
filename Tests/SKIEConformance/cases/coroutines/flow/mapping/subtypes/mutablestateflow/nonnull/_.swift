// Checks SKIE acceptance test coroutines/flow/mapping/subtypes/mutablestateflow/nonnull/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let state: SkieSwiftMutableStateFlow<KotlinInt> = AKt.flow
func firstTotal() async -> Int32 {
    try! await SumKt.sum(flow: SkieSwiftFlow(state), max: 1).int32Value
}
try! await state.emit(value: KotlinInt(1))
expect(state.value == 1, "emit(1) sets the value to 1")
state.value = KotlinInt(2)
expect(await firstTotal() == 2, "assigning value = 2 is what a collector sees")
expect(state.tryEmit(value: KotlinInt(3)), "tryEmit(3) succeeds")
expect(await firstTotal() == 3, "after tryEmit(3) a collector sees 3")
expect(state.replayCache.reduce(0) { $0 + $1.intValue } == 3, "the replay cache is [3]")
expect(state.subscriptionCount.value == 0, "no subscriber is left")
expect(state.compareAndSet(expect: 3, update: 4), "compareAndSet(expect: 3, update: 4) succeeds")
expect(state.value == 4, "the value is 4 after compareAndSet")
exit(0)
