// Checks SKIE acceptance test default_arguments/classes/methods/visibility/nested_class/internal_nested/does_not_generate_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: 'B' is not a member type of class
let b: A.B = A.B()
exit(b.foo())
