// Checks SKIE acceptance test default_arguments/global_functions/visibility/internal/kotlin/does_not_generate_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot find 'AKt' in scope
let result = AKt.foo()
exit(result)
