// Checks SKIE acceptance test bugs/flow_mapping_for_extension_receiver_of_flow_child/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SKIE's test checks only that the framework builds: the generated Swift compiles.
exit(0)
