// Checks SKIE acceptance test default_arguments/special_declarations/enums/collision/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// foo(i: Int = 0, k: Int = 1) gets the overloads that do not collide with foo(i:): all give i - k.
let entry: A = A.x
let full = entry.foo(i: 0, k: 1)
let onlyK = entry.foo(k: 1)
let none = entry.foo()
expect(full == onlyK && onlyK == none, "foo(i:k:), foo(k:) and foo() agree: \(full), \(onlyK), \(none)")
exit(0)
