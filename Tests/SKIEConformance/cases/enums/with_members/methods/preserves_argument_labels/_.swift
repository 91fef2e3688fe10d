// Checks SKIE acceptance test enums/with_members/methods/preserves_argument_labels/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Two overloads foo(i: Int) and foo(i: String) both keep the label `i`.
expect(A.a1.foo(i: 0) == 0, "foo(i: 0) is 0")
expect(A.a1.foo(i: "A") == "A", "foo(i: \"A\") is \"A\"")
exit(0)
