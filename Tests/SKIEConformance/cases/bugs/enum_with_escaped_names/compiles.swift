// Checks SKIE acceptance test bugs/enum_with_escaped_names/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Only that the generated Swift compiles and links is checked.
exit(0)
