// Checks SKIE acceptance test default_arguments/classes/extensions/throws/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: call can throw, but it is not marked with 'try'
let result = A().foo()
exit(result)
