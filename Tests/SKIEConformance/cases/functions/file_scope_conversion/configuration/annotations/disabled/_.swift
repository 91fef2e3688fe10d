// Checks SKIE acceptance test functions/file_scope_conversion/configuration/annotations/disabled/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot find 'foo' in scope
// The function's FileScopeConversion.Disabled: only AKt.foo exists, no global foo.
let value = foo(i: 2, k: 1) - 1
exit(value)
