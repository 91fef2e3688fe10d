// Checks SKIE acceptance test default_arguments/classes/methods/inner_class/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `a.b` is the inner class's instance; its value is a Kotlin initializer (`val b = B()`), so this only compiles.
let result = A().b.foo()
expect(result == 0, "A().b.foo() through the default-argument overload is 0, got \(result)")
exit(0)
