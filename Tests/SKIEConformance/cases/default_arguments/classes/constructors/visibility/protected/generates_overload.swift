// Checks SKIE acceptance test default_arguments/classes/constructors/visibility/protected/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let a: A = A()
expect(a.i == 0, "A() passes the protected constructor's default i = 0, got \(a.i)")
exit(0)
