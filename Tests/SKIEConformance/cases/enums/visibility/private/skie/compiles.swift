// Checks SKIE acceptance test enums/visibility/private/skie/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.Private on an enum: the framework still builds.
exit(0)
