// Checks SKIE acceptance test coroutines/suspend/interfaces/extensions/visibility/private/skie/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.Private on the interface a suspend extension extends: the framework still builds.
exit(0)
