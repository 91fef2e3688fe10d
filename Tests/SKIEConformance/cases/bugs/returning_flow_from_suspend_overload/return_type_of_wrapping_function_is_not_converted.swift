// Checks SKIE acceptance test bugs/returning_flow_from_suspend_overload/return_type_of_wrapping_function_is_not_converted.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The wrapping suspend function keeps Kotlin's StateFlow type.
let kotlinFlow: Skie.org_jetbrains_kotlinx__kotlinx_coroutines_core.StateFlow.__Kotlin = try! await AKt.foo()
_ = kotlinFlow
exit(0)
