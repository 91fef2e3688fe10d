// Checks SKIE acceptance test functions/file_scope_conversion/interface_extensions/functions/suspend/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = try! await C(value: 1).foo(i: 4, k: 2).int32Value - 1
expect(result == 0, "await C(value: 1).foo(i: 4, k: 2) - 1 is 0, got \(result)")
exit(0)
