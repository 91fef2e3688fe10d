// Checks SKIE acceptance test sealed/classes/optional/optional_return_from_non_optional.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// onEnum(of:) of a non-optional value can be stored as the optional enum. SKIE's framework module is `Kotlin`
// (its Gradle module `co.touchlab.skie:kotlin`, the suite's "kotlinModule"); here the module is `Shared`.
let value: A = A1()
let asOptional: Shared.Skie.co_touchlab_skie__kotlin.A.__Sealed? = onEnum(of: value)
expect(asOptional != nil, "onEnum(of: A1()) stored as an optional is not nil")
exit(0)
