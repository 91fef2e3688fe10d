// Checks SKIE acceptance test coroutines/flow/mapping/subtypes/sharedflow/nonnull/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let observed: SkieSwiftSharedFlow<KotlinInt> = AKt.flow
try! await Task.sleep(nanoseconds: 1_000_000_000)
let collected = try! await SumKt.sum(flow: SkieSwiftFlow(observed), max: 2).int32Value
let cached = observed.replayCache.reduce(0) { $0 + $1.intValue }
expect(collected == 5, "the first 2 element(s) add up to 5, got \(collected)")
expect(cached == 5, "the replay cache adds up to 5, got \(cached)")
exit(0)
