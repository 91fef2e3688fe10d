// Checks SKIE acceptance test default_arguments/interfaces/extensions/visibility/internal/kotlin/does_not_generate_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot find 'AImpl' in scope
let a: A = AImpl()
let result = AKt.foo(a)
exit(result)
