// Checks SKIE acceptance test default_arguments/interfaces/extensions/visibility/internal/skie/does_not_generate_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot find 'AImpl' in scope
// The Kotlin declares no AImpl: the test is rejected before anything about foo.
let a: A = AImpl()
let value = AKt.foo(a)
exit(value)
