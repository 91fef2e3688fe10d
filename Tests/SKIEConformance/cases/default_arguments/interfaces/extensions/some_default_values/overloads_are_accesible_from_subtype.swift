// Checks SKIE acceptance test default_arguments/interfaces/extensions/some_default_values/overloads_are_accesible_from_subtype.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The overloads of the extension on A take a receiver of the subtype AImpl too.
let impl: AImpl = AImpl()
let results: [Int32] = [
    AKt.foo(impl, i: 0, k: 1, m: 2, o: 3),
    AKt.foo(impl, i: 0, k: 1, m: 2),
    AKt.foo(impl, i: 0, m: 2, o: 3),
    AKt.foo(impl, i: 0, m: 2),
]
expect(results.allSatisfy { $0 == results[0] }, "AKt.foo overloads called with an AImpl agree: \(results)")
exit(0)
