// Checks SKIE acceptance test bugs/nested_enum_as_generic_type_parameter/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A class whose supertype's type argument is its own nested enum (`B : A<B.C>`): the module compiles.
exit(0)
