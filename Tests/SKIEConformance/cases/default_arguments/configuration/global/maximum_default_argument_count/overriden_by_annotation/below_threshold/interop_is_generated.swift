// Checks SKIE acceptance test default_arguments/configuration/global/maximum_default_argument_count/overriden_by_annotation/below_threshold/interop_is_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Two defaulted parameters: over the configured maximum of one, within the annotation's two, so foo(k:) exists.
let value = AKt.foo(k: 0)
expect(value == 0, "AKt.foo(k: 0) is 0, got \(value)")
exit(0)
