// Checks SKIE acceptance test bugs/flow_mapping_for_extension_with_flow_type_argument/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SKIE's test checks only that the framework builds: the generated Swift compiles.
exit(0)
