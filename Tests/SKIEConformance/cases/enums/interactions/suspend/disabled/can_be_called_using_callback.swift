// Checks SKIE acceptance test enums/interactions/suspend/disabled/can_be_called_using_callback.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// @SuspendInterop.Disabled: foo keeps only the exporter's completion-handler form, under its own name.
A.a1.foo(completionHandler: { value, error in
    expect(error == nil && value?.int32Value == 0, "foo's callback gets 0, got \(String(describing: value))")
    exit(0)
})
