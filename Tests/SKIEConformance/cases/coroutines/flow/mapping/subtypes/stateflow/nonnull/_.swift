// Checks SKIE acceptance test coroutines/flow/mapping/subtypes/stateflow/nonnull/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let observed: SkieSwiftStateFlow<KotlinInt> = AKt.flow
try! await Task.sleep(nanoseconds: 1_000_000_000)
let collected = try! await SumKt.sum(flow: SkieSwiftFlow(observed), max: 1).int32Value
let cached = observed.replayCache.reduce(0) { $0 + $1.intValue }
expect(collected == 1, "the first 1 element(s) add up to 1, got \(collected)")
expect(cached == 1, "the replay cache adds up to 1, got \(cached)")
expect(AKt.flow.value == 1, "the state is 1")
exit(0)
