// Checks SKIE acceptance test coroutines/flow/mapping/incompatible/list_of_flows/does_not_crash.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A list of flows is readable.
for _ in AKt.list() {
    exit(0)
}
expect(false, "AKt.list() is empty")
