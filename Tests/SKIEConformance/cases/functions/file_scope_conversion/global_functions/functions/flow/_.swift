// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/functions/flow/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: cannot convert value of type 'SkieSwiftFlow<KotlinInt>' to expected argument type 'SkieSwiftFlow<String>'
// A flow of Int is not accepted where a flow of String is expected.
foo(flow: flow())
