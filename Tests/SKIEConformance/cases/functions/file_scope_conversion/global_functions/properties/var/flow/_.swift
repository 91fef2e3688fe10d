// Checks SKIE acceptance test functions/file_scope_conversion/global_functions/properties/var/flow/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot assign value of type 'SkieSwiftFlow<KotlinInt>' to type 'SkieSwiftFlow<String>'
foo = flow()
