// Checks SKIE acceptance test default_arguments/special_declarations/enums/collision/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `foo(i:)` is the declared one-parameter method (i + 0), not a default-argument overload of foo(i:k:).
let entry = A.x
expect(entry.foo(i: 0) == 0, "A.x.foo(i: 0) is 0")
exit(0)
