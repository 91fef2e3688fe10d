// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/properties/var/regular/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
foo = 0
let result = foo
expect(result == 0 && AKt.foo == 0, "the global var foo (AKt.foo) reads back 0 after foo = 0, got \(result)")
exit(0)
