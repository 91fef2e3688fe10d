// Checks SKIE acceptance test coroutines/suspend/global_functions/visibility/private/kotlin/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.Private on a top-level suspend function: the framework still builds.
exit(0)
