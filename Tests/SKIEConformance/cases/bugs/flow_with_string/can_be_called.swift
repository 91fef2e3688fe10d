// Checks SKIE acceptance test bugs/flow_with_string/can_be_called.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Reading the Flow<String> property compiles.
_ = AKt.flow
exit(0)
