// Checks SKIE acceptance test functions/file_scope_conversion/interface_extensions/properties/val/flow/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: cannot convert value of type 'SkieSwiftFlow<KotlinInt>' to expected argument type 'SkieSwiftFlow<String>'
foo(flow: C(value: 1).flow)
