// Checks SKIE acceptance test coroutines/flow/mapping/subtypes/sharedflow/nullable/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let observed: SkieSwiftOptionalSharedFlow<KotlinInt> = AKt.flow
try! await Task.sleep(nanoseconds: 1_000_000_000)
let collected = try! await SumKt.sum(flow: SkieSwiftOptionalFlow(observed), max: 2).int32Value
let cached = observed.replayCache.reduce(0) { $0 + ($1?.intValue ?? 0) }
expect(collected == 3, "the first 2 element(s) add up to 3, got \(collected)")
expect(cached == 3, "the replay cache adds up to 3, got \(cached)")
exit(0)
