// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/functions/collision/nested/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = foo_(i: 2, k: 1) - foo(i: 2, k: 1)
expect(result == 2, "foo_ (the nested package's function) minus foo is 2, got \(result)")
exit(0)
