// Checks SKIE acceptance test default_arguments/classes/methods/no_default_arguments/does_not_generate_overload_with_no_parameters.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: missing argument for parameter 'i' in call
// Without default arguments no extra overload appears.
exit(A().foo())
