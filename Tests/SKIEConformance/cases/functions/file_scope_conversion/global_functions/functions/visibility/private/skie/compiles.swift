// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/functions/visibility/private/skie/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.Private on a top-level function: the framework still builds.
exit(0)
