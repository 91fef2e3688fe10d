// Checks SKIE acceptance test default_arguments/configuration/global/disabled/overriden_by_annotation/interop_is_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The global switch is off, but @DefaultArgumentInterop.Enabled generates foo() for this function.
let value = AKt.foo()
expect(value == 0, "AKt.foo() through the annotated overload is 0, got \(value)")
exit(0)
