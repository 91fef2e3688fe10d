// Checks SKIE acceptance test default_arguments/global_functions/suspend/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = try! await AKt.foo().int32Value
expect(result == 0, "the suspend AKt.foo() through the default-argument overload is 0, got \(result)")
exit(0)
