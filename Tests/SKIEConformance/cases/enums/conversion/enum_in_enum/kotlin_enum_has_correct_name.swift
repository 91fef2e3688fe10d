// Checks SKIE acceptance test enums/conversion/enum_in_enum/kotlin_enum_has_correct_name.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SKIE's original Kotlin enums: `__A`, and the nested one `A.__B`, also reached as `__A.__B`.
let a: __A = A.a1.toKotlinEnum()
let b: A.__B = A.B.b1.toKotlinEnum()
let b2: __A.__B = A.B.b1.toKotlinEnum()
expect(a.name == "A1" && b.name == "B1" && b2.name == "B1", "the originals are A1 and B1")
exit(0)
