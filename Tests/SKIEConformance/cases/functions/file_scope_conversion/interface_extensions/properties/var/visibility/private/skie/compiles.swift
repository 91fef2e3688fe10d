// Checks SKIE acceptance test functions/file_scope_conversion/interface_extensions/properties/var/visibility/private/skie/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.Private on an interface extension var: the framework still builds.
exit(0)
