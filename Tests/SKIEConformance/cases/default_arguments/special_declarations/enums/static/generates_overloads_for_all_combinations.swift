// Checks SKIE acceptance test default_arguments/special_declarations/enums/static/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// foo(i:k:m:o:) with k and o defaulted: the overloads leaving out k, o or both give the same result.
let entry: A = A.x
let results = [
    entry.foo(i: 0, k: 1, m: 2, o: 3), entry.foo(i: 0, k: 1, m: 2), entry.foo(i: 0, m: 2, o: 3), entry.foo(i: 0, m: 2),
]
expect(Set(results).count == 1, "every overload of foo gives the same result: \(results)")
exit(0)
