// Checks SKIE acceptance test default_arguments/classes/methods/single_parameter/keeps_overload_with_parameter.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = A().foo(i: 1)
expect(result == 1, "A().foo(i: 1) is 1, got \(result)")
exit(0)
