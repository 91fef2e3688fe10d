// Checks SKIE acceptance test bugs/nested_enum/can_be_called.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// An enum nested in a class is reached through the class, its entries as SKIE's cases.
let value = A.B.x
expect(value == .x, "A.B.x is .x")
exit(0)
