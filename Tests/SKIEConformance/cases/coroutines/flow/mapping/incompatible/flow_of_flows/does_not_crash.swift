// Checks SKIE acceptance test coroutines/flow/mapping/incompatible/flow_of_flows/does_not_crash.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Iterating a flow of flows reaches its first element.
for await _ in AKt.flow() {
    exit(0)
}
expect(false, "AKt.flow() emitted nothing")
