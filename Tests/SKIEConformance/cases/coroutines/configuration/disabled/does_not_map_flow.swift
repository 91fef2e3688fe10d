// Checks SKIE acceptance test coroutines/configuration/disabled/does_not_map_flow.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Without SKIE's coroutines interop a Flow is the plain export's Kotlin interface.
let flow: Kotlinx_coroutines_coreFlow = AKt.foo()
_ = flow
exit(0)
