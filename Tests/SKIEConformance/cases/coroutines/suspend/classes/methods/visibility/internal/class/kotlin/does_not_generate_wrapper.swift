// Checks SKIE acceptance test coroutines/suspend/classes/methods/visibility/internal/class/kotlin/does_not_generate_wrapper.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: cannot find 'A' in scope
// SKIE's test: this does not compile against the framework.
_ = try! await A().foo()
