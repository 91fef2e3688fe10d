// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/properties/val/collision/nested/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = foo_ - foo
expect(result == 2, "foo_ (the nested package's property) minus foo is 2, got \(result)")
exit(0)
