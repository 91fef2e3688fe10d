// Checks SKIE acceptance test enums/with_members/generic/method_available_type_erased.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The generic method `foo(t:)` is there on every entry, its type parameter erased.
let values: [A] = [AKt.a1(), AKt.a2()]
for value in values {
    _ = value.foo(t: "")
}
exit(0)
