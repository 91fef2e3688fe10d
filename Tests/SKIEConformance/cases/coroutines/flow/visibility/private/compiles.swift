// Checks SKIE acceptance test coroutines/flow/visibility/private/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.Private on a flow function: the framework still builds, and the app uses nothing of it.
exit(0)
