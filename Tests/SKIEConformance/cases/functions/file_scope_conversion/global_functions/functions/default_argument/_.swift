// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/functions/default_argument/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = foo(i: 2)
expect(result == 1, "the global foo(i: 2) through its default argument is 1, got \(result)")
exit(0)
