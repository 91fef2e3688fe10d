// Checks SKIE acceptance test default_arguments/configuration/annotations/maximum_default_argument_count/below_threshold/interop_is_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// One defaulted parameter, within the annotation's maximum of one: foo(k:) exists.
let value = AKt.foo(k: 0)
expect(value == 0, "AKt.foo(k: 0) is 0, got \(value)")
exit(0)
