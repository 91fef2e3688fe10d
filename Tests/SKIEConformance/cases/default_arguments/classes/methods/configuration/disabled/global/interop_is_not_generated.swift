// Checks SKIE acceptance test default_arguments/classes/methods/configuration/disabled/global/interop_is_not_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: missing argument for parameter 'i' in call
// Default arguments switched off in the configuration: A().foo() needs i.
let value = A().foo()
exit(value)
