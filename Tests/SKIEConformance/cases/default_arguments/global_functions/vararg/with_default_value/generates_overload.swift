// Checks SKIE acceptance test default_arguments/global_functions/vararg/with_default_value/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let one = KotlinIntArray(size: 1, init: { _ in KotlinInt(1) })
let results = [AKt.foo(i: 0, k: one), AKt.foo(i: 0), AKt.foo(k: one), AKt.foo()]
expect(results.allSatisfy { $0 == results[0] }, "foo with and without its defaults (i = 0, k = [1]) agrees: \(results)")
exit(0)
