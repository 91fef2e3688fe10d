// Checks SKIE acceptance test coroutines/suspend/interfaces/extensions/visibility/internal/function/does_not_generate_wrapper.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: type 'AKt' has no member 'foo'
// SKIE's test: this does not compile against the framework.
_ = try! await AKt.foo(A1())
