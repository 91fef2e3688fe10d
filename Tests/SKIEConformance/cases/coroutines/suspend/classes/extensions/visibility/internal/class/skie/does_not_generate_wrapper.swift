// Checks SKIE acceptance test coroutines/suspend/classes/extensions/visibility/internal/class/skie/does_not_generate_wrapper.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: 'foo' is inaccessible due to 'internal' protection level
// SkieVisibility.Internal on a suspend extension of A: SKIE's async member wrapper is internal, so the app
// cannot call A().foo().
let value = await Task.detached {
    try! await A().foo()
}.value
exit(value.int32Value)
