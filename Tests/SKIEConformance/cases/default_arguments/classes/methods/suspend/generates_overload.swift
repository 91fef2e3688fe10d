// Checks SKIE acceptance test default_arguments/classes/methods/suspend/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = try! await A().foo().int32Value
expect(result == 0, "the suspend A().foo() through the default-argument overload is 0, got \(result)")
exit(0)
