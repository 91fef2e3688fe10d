// Checks SKIE acceptance test coroutines/flow/mapping/incompatible/map_of_flows/does_not_crash.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A map of flows is readable by key.
let entry = AKt.mapValue()[1]
expect(entry != nil, "AKt.mapValue() has a flow under key 1")
exit(0)
