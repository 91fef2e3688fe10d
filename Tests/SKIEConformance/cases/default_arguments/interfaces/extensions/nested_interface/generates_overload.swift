// Checks SKIE acceptance test default_arguments/interfaces/extensions/nested_interface/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// An extension on the nested interface A.B.C (Swift ABC) gets the overload foo(_:) passing the receiver's zero.
let c: ABC = ABCImpl()
let result: Int32 = AKt.foo(c)
expect(result == 0, "AKt.foo(c) through the default-argument overload is 0, got \(result)")
exit(0)
