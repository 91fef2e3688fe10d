// Checks SKIE acceptance test default_arguments/configuration/annotations/enabled/interop_is_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @DefaultArgumentInterop.Enabled: foo() exists.
let value = AKt.foo()
expect(value == 0, "AKt.foo() is 0, got \(value)")
exit(0)
