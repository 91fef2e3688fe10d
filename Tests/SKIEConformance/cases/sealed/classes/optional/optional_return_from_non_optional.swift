// Checks SKIE acceptance test sealed/classes/optional/optional_return_from_non_optional.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// onEnum(of:) of a non-optional value can be stored as the optional enum.
let value: A = A1()
let asOptional: Kotlin.Skie.co_touchlab_skie__kotlin.A.__Sealed? = onEnum(of: value)
expect(asOptional != nil, "onEnum(of: A1()) stored as an optional is not nil")
exit(0)
