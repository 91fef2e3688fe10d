// Checks SKIE acceptance test coroutines/flow/mapping/function/parameter/class_extensions/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: cannot convert value of type 'SkieSwiftFlow<KotlinInt>' to expected argument type 'SkieSwiftFlow<String>'
// SKIE's test: this does not compile against the framework.
A().foo(flow: AKt.flow())
