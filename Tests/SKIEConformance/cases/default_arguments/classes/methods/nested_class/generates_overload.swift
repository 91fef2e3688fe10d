// Checks SKIE acceptance test default_arguments/classes/methods/nested_class/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = A.B().foo()
expect(result == 0, "A.B().foo() through the default-argument overload is 0, got \(result)")
exit(0)
