// Checks SKIE acceptance test default_arguments/classes/methods/vararg/with_default_value/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let a = A()
let one = KotlinIntArray(size: 1, init: { _ in KotlinInt(1) })
let results = [a.foo(i: 0, k: one), a.foo(i: 0), a.foo(k: one), a.foo()]
expect(results.allSatisfy { $0 == results[0] }, "foo with and without its defaults (i = 0, k = [1]) agrees: \(results)")
exit(0)
