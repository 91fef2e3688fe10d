// Checks SKIE acceptance test default_arguments/classes/methods/multiple_functions/with_different_parameters/generates_overloads.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let a = A()
let first = [a.foo(i: "0", k: 2), a.foo(i: "0"), a.foo(k: 2)]
let second = [a.foo(a: 1, b: 0.0), a.foo(b: 0.0), a.foo(a: 1)]
expect(first.allSatisfy { $0 == first[0] }, "foo(i:k:) with and without its defaults agrees: \(first)")
expect(second.allSatisfy { $0 == second[0] }, "foo(a:b:) with and without its defaults agrees: \(second)")
exit(0)
