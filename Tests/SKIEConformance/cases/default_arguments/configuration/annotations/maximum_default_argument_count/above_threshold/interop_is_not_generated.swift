// Checks SKIE acceptance test default_arguments/configuration/annotations/maximum_default_argument_count/above_threshold/interop_is_not_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: missing arguments for parameters 'i', 'k' in call
// Two defaulted parameters, more than the annotation's maximum of one: no overloads at all.
let value = AKt.foo()
exit(value)
