// Checks SKIE acceptance test coroutines/suspend/interfaces/extensions/generics/class/parameter/enforces_type_constraint.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot convert value of type 'String' to expected argument type 'Int32'
// SKIE's test: this does not compile against the framework.
_ = try! await AKt.foo(A1<KotlinInt, KotlinInt>(), i: KotlinInt(1), k: "B")
