// Checks SKIE acceptance test default_arguments/classes/extensions/some_default_values/does_not_generate_overload_with_no_parameters.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: missing arguments for parameters 'i', 'm' in call
// i and m have no default, so there is no `foo()` overload of `A.foo(i:k:m:o:)`.
let a = A()
let result: Int32 = a.foo()
exit(result)
