// Checks SKIE acceptance test bugs/two_enums_inside_class/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Two enums with the same entry nested in one class: the module compiles.
exit(0)
