// Checks SKIE acceptance test coroutines/flow/mapping/subtypes/mutablestateflow/nullable/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let state: SkieSwiftOptionalMutableStateFlow<KotlinInt> = AKt.flow
func current() -> Int32 {
    state.value?.int32Value ?? 0
}
try! await state.emit(value: KotlinInt(1))
expect(current() == 1, "emit(1) sets the value to 1")
try! await state.emit(value: nil)
expect(current() == 0, "emit(nil) clears the value")
state.value = KotlinInt(2)
expect(current() == 2, "assigning value = 2")
expect(state.tryEmit(value: KotlinInt(3)), "tryEmit(3) succeeds")
expect(current() == 3, "tryEmit(3) sets the value to 3")
expect(state.tryEmit(value: nil), "tryEmit(nil) succeeds")
expect(state.replayCache.reduce(0) { $0 + ($1?.intValue ?? 0) } == 0, "the replay cache is [nil]")
expect(state.subscriptionCount.value == 0, "no subscriber is left")
expect(state.compareAndSet(expect: nil, update: 4), "compareAndSet(expect: nil, update: 4) succeeds")
expect(current() == 4, "the value is 4 after compareAndSet")
state.value = nil
expect(current() == 0, "assigning value = nil")
state.value = 0
expect(state.compareAndSet(expect: 0, update: 5), "compareAndSet(expect: 0, update: 5) succeeds")
expect(current() == 5, "the value is 5 after the second compareAndSet")
exit(0)
