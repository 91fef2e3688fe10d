// Checks SKIE acceptance test functions/file_scope_conversion/configuration/annotations/enabled/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// File-scope conversion is off in the configuration; the function's FileScopeConversion.Enabled gives it its global.
let value = foo(i: 2, k: 1) - 1
expect(value == 0, "foo(i: 2, k: 1) - 1 is 0, got \(value)")
let viaFacade = AKt.foo(i: 2, k: 1)
expect(viaFacade == 1, "AKt.foo(i: 2, k: 1) is 1, got \(viaFacade)")
exit(0)
