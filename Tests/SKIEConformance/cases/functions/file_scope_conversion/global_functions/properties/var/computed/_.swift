// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/properties/var/computed/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
foo = 0
let result = foo
expect(result == 0, "the global var foo reads back 0 after foo = 0, got \(result)")
exit(0)
