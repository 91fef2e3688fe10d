// Checks SKIE acceptance test bugs/returning_flow_from_suspend_overload/return_type_of_original_function_is_converted.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The hidden original suspend function returns SKIE's Swift flow.
let converted: SkieSwiftStateFlow<KotlinInt> = try! await AKt.__foo()
_ = converted
exit(0)
