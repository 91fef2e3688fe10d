// Checks SKIE acceptance test coroutines/suspend/global_functions/visibility/public_but_replaced/functions_are_renamed.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SkieVisibility.PublicButReplaced on a top-level suspend function: SKIE's async wrapper is AKt.__foo(), and
// the export's own function (already SKIE's hidden __foo) gains another prefix: AKt.____foo().
let total =
    try! await Task.detached {
        try! await AKt.__foo().int32Value
    }.value + AKt.____foo().int32Value
expect(total == 0, "AKt.__foo() + AKt.____foo() == 0")
exit(total)
