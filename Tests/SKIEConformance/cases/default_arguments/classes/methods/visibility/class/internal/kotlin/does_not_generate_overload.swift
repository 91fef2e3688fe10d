// Checks SKIE acceptance test default_arguments/classes/methods/visibility/class/internal/kotlin/does_not_generate_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot find type 'A' in scope
let a: A = A()
exit(a.foo())
