// Checks SKIE acceptance test default_arguments/global_functions/visibility/public_but_replaced/functions_are_renamed.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.PublicButReplaced: the function and its default-argument overload are both __foo.
let total = AKt.__foo() + AKt.__foo(i: 0)
expect(total == 0, "AKt.__foo() + AKt.__foo(i: 0) == 0")
exit(total)
