// Checks SKIE acceptance test functions/file_scope_conversion/interface_extensions/functions/default_argument/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SKIE's interface extension as a method of the protocol, with the default-argument overload (k = 2).
let result = C(value: 1).foo(i: 4) - 1
expect(result == 0, "C(value: 1).foo(i: 4) - 1 is 0, got \(result)")
exit(0)
