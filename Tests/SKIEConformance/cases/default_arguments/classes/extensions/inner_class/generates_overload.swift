// Checks SKIE acceptance test default_arguments/classes/extensions/inner_class/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The extension on the inner class `A.B.C` has `foo()`, i being `self.zero`.
let a = A()
let result: Int32 = a.b.c.foo()
_ = result
