// Checks SKIE acceptance test coroutines/flow/configuration/annotations/disabled/interop_is_not_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot convert value of type 'any Kotlinx_coroutines_coreFlow' to expected argument type 'SkieSwiftFlow<KotlinInt>'
// SKIE's test: with flow interop off for foo, its result is Kotlin's flow interface, not a SkieSwiftFlow.
func sum(flow: SkieSwiftFlow<KotlinInt>) async throws -> Int32 {
    try await SumKt.sum(flow: flow).int32Value
}
_ = try! await sum(flow: AKt.foo())
