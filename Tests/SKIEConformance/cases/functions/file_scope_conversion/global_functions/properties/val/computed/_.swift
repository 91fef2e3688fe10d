// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/properties/val/computed/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = foo
expect(result == 0, "the computed global foo is 0, got \(result)")
exit(0)
