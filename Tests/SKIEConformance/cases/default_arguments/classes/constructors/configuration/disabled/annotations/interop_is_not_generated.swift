// Checks SKIE acceptance test default_arguments/classes/constructors/configuration/disabled/annotations/interop_is_not_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: 'init()' is unavailable
// The constructor's DefaultArgumentInterop.Disabled: A has no initializer without i, and NSObject's init() is unavailable.
let a = A()
print(a)
exit(0)
