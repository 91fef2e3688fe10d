// Checks SKIE acceptance test default_arguments/classes/extensions/nested_class/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The extension on the nested class `A.B.C` (Swift `A.BC`) has `foo()`, i being `self.zero`.
let c = A.BC()
let result: Int32 = c.foo()
_ = result
