// Checks SKIE acceptance test coroutines/flow/mapping/function/parameter/global_functions/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: cannot convert value of type 'SkieSwiftFlow<KotlinInt>' to expected argument type 'SkieSwiftFlow<String>'
// A top-level function taking a flow of String refuses a flow of Int.
AKt.foo(flow: AKt.flow())
