// Checks SKIE acceptance test coroutines/suspend/classes/methods/visibility/private/function/skie/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.Private on the class or its suspend method: the framework still builds.
exit(0)
