// Checks SKIE acceptance test default_arguments/configuration/global/maximum_default_argument_count/overriden_by_annotation/above_threshold/interop_is_not_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: missing arguments for parameters 'i', 'k', 'm' in call
// Three defaulted parameters, more than the annotation's maximum of two (over the configured one): no overloads.
let value = AKt.foo()
exit(value)
