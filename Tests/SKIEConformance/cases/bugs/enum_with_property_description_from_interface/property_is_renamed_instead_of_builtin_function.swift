// Checks SKIE acceptance test bugs/enum_with_property_description_from_interface/property_is_renamed_instead_of_builtin_function.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// I's `description` reaches the enum as `description_` (NSObject keeps `description`); A.q's is "A".
expect(A.q.description_ == "A", "A.q.description_ is \"A\", got \(A.q.description_)")
exit(0)
