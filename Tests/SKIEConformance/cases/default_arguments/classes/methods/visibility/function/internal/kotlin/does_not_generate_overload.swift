// Checks SKIE acceptance test default_arguments/classes/methods/visibility/function/internal/kotlin/does_not_generate_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: value of type 'A' has no member 'foo'
let a: A = A()
exit(a.foo())
