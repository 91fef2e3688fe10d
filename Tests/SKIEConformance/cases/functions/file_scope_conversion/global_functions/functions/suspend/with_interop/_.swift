// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/functions/suspend/with_interop/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = try! await foo(i: 2, k: 1).int32Value
expect(result == 1, "the global suspend foo(i: 2, k: 1) is 1, got \(result)")
exit(0)
