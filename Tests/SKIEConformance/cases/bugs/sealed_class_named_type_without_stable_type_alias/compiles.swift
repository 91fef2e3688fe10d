// Checks SKIE acceptance test bugs/sealed_class_named_type_without_stable_type_alias/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A sealed class named `Type`: only that the Swift compiles and links is checked.
exit(0)
