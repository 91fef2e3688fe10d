// Checks SKIE acceptance test default_arguments/classes/methods/virtual/open/generates_overloads_sub_type.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let b: B = B()
let results = [b.foo(i: 0, k: 1, m: 2, o: 3), b.foo(i: 0, k: 1, m: 2), b.foo(i: 0, m: 2, o: 3), b.foo(i: 0, m: 2)]
expect(
    results.allSatisfy { $0 == results[0] },
    "foo with and without its default arguments (k = 1, o = 3) agrees: \(results)")
exit(0)
