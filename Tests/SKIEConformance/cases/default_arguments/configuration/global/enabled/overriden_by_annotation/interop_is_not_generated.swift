// Checks SKIE acceptance test default_arguments/configuration/global/enabled/overriden_by_annotation/interop_is_not_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: missing argument for parameter 'i' in call
// The global switch is on, but @DefaultArgumentInterop.Disabled leaves foo without overloads.
let value = AKt.foo()
exit(value)
