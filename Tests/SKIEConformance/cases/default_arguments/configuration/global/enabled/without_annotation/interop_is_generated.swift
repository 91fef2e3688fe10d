// Checks SKIE acceptance test default_arguments/configuration/global/enabled/without_annotation/interop_is_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let value = AKt.foo()
expect(value == 0, "AKt.foo() through the default-argument overload is 0, got \(value)")
exit(0)
