// Checks SKIE acceptance test default_arguments/classes/methods/vararg/without_default_value/does_not_generate_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: missing argument for parameter 'i' in call
let result = A().foo()
exit(result)
