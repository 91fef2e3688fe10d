// Checks SKIE acceptance test bugs/flows_cannot_be_globally_disabled/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SKIE's test checks only that the framework builds with FlowInterop.Enabled false: the generated Swift compiles.
exit(0)
