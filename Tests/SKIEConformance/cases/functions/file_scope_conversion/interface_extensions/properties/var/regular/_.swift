// Checks SKIE acceptance test functions/file_scope_conversion/interface_extensions/properties/var/regular/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let c = C(value: 1)
c.foo = 1
let result = c.foo
expect(result == 0, "c.foo = 1 stores 1 - c.value, so c.foo is 0, got \(result)")
exit(0)
