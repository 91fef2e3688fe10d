// Checks SKIE acceptance test coroutines/suspend/interfaces/methods/visibility/private/skie/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.Private on an interface with a suspend method: the framework still builds.
exit(0)
