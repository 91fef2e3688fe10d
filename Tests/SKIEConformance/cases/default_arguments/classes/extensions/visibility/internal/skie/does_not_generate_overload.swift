// Checks SKIE acceptance test default_arguments/classes/extensions/visibility/internal/skie/does_not_generate_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: 'foo()' is unavailable in Swift
// SkieVisibility.Internal on an extension with a default argument: the app has no a.foo() overload.
let a: A = A()
let value = a.foo()
exit(value)
