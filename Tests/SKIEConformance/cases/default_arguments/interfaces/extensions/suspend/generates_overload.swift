// Checks SKIE acceptance test default_arguments/interfaces/extensions/suspend/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The suspend extension gets the async overload foo(_:) passing the receiver's zero.
let a: A = AImpl()
let result: KotlinInt = try! await AKt.foo(a)
expect(result.int32Value == 0, "AKt.foo(a) through the default-argument overload is 0, got \(result.int32Value)")
exit(0)
