// Checks SKIE acceptance test default_arguments/classes/methods/visibility/class/internal/skie/does_not_generate_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: 'A' is unavailable in Swift
// SkieVisibility.Internal on the class: the app cannot use A (nor its method's overload).
let a: A = A()
let value = a.foo()
exit(value)
