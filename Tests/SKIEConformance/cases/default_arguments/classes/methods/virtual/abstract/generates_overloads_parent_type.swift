// Checks SKIE acceptance test default_arguments/classes/methods/virtual/abstract/generates_overloads_parent_type.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let a: A = B()
let results = [a.foo(i: 0, k: 1, m: 2, o: 3), a.foo(i: 0, k: 1, m: 2), a.foo(i: 0, m: 2, o: 3), a.foo(i: 0, m: 2)]
expect(
    results.allSatisfy { $0 == results[0] },
    "foo with and without its default arguments (k = 1, o = 3) agrees: \(results)")
exit(0)
