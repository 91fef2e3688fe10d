// Checks SKIE acceptance test coroutines/suspend/classes/methods/generics/function/parameter/enforces_type_constraint.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot convert value of type 'String' to expected argument type 'Int32'
// SKIE's test: this does not compile against the framework.
_ = try! await A().foo(i: KotlinInt(1), k: "B")
