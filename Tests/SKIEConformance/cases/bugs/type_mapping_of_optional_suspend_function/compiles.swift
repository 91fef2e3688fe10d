// Checks SKIE acceptance test bugs/type_mapping_of_optional_suspend_function/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A Swift class can adopt an interface with a suspend function returning String? (SKIE: `__foo` async).
final class Adopter: I {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    func __foo() async throws -> String? { nil }
}
print(Adopter())
exit(0)
