// Checks SKIE acceptance test default_arguments/configuration/global/disabled/without_annotation/interop_is_not_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: missing argument for parameter 'i' in call
// The global switch is off: no overload without i.
let value = AKt.foo()
exit(value)
