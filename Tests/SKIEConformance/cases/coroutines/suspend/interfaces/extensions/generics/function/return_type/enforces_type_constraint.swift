// Checks SKIE acceptance test coroutines/suspend/interfaces/extensions/generics/function/return_type/enforces_type_constraint.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot convert value of type 'KotlinInt' to specified type 'String'
// SKIE's test: this does not compile against the framework.
let result: String = try! await AKt.foo(A1(), i: 1)
