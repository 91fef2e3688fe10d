// Checks SKIE acceptance test default_arguments/classes/methods/visibility/function/protected/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = A().foo()
expect(result == 0, "A().foo() (protected, exported) through the default-argument overload is 0, got \(result)")
exit(0)
