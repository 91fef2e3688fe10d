// Checks SKIE acceptance test enums/interactions/suspend/callback_version_is_preserved/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SKIE keeps the exporter's completion-handler method as `__foo(completionHandler:)` next to the async `foo()`.
A.a1.__foo(completionHandler: { value, error in
    expect(error == nil && value?.int32Value == 0, "__foo's callback gets 0, got \(String(describing: value))")
    exit(0)
})
