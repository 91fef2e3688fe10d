// Checks SKIE acceptance test default_arguments/interfaces/extensions/some_default_values/does_not_generate_overload_with_no_parameters.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: missing arguments for parameters 'i', 'm' in call
// i and m have no default value, so no overload takes the receiver alone.
let a: A = AImpl()
let result: Int32 = AKt.foo(a)
exit(result)
