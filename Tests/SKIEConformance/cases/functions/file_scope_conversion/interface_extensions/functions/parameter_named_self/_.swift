// Checks SKIE acceptance test functions/file_scope_conversion/interface_extensions/functions/parameter_named_self/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = C(value: 1).foo(i: 4, self: 2) - 1
expect(result == 0, "C(value: 1).foo(i: 4, self: 2) - 1 is 0, got \(result)")
exit(0)
