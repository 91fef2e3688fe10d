// Checks SKIE acceptance test default_arguments/global_functions/visibility/internal/skie/does_not_generate_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: 'foo()' is unavailable in Swift
// SkieVisibility.Internal on a top-level function with a default argument: the app has no AKt.foo().
let value = AKt.foo()
exit(value)
