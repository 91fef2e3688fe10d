// Checks SKIE acceptance test coroutines/suspend/interactions/flow/flow_disabled/does_not_map_flow.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// With flow interop off, the suspend function takes and the function returns Kotlin's flow interface.
let flow: Kotlinx_coroutines_coreFlow = AKt.flow()
let total = try! await AKt.foo(flow: flow).int32Value
expect(total == 6, "AKt.foo(flow:) over AKt.flow() returns 6, got \(total)")
exit(0)
