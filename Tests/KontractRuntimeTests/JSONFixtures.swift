// Descriptors shared by the JSON codec tests (modelled on kotlinx's documentation examples).

@testable import KontractRuntime

enum JSONFixtures {
    /// `data class Project(val name: String, val language: String = "Kotlin", val website: String? = null)`
    static let project = KotlinClassDescriptor(
        serialName: "com.x.Project", kotlinName: "Project",
        properties: [
            KotlinPropertyDescriptor(name: "name", descriptor: .string),
            KotlinPropertyDescriptor(name: "language", descriptor: .string, defaultValue: .string("Kotlin")),
            KotlinPropertyDescriptor(name: "website", descriptor: .nullable(.string), defaultValue: .null),
        ])

    /// `a = 42` (@EncodeDefault ALWAYS), `b = 43` (NEVER), `c = 44`.
    static let encodeDefaults = KotlinClassDescriptor(
        serialName: "E", kotlinName: "E",
        properties: [
            KotlinPropertyDescriptor(name: "a", descriptor: .int, defaultValue: .integer(42), encodeDefault: .always),
            KotlinPropertyDescriptor(name: "b", descriptor: .int, defaultValue: .integer(43), encodeDefault: .never),
            KotlinPropertyDescriptor(name: "c", descriptor: .int, defaultValue: .integer(44)),
        ])

    /// `(f0: Int?, f1: Int?)` without defaults.
    static let twoNullable = KotlinClassDescriptor(
        serialName: "N", kotlinName: "N",
        properties: [
            KotlinPropertyDescriptor(name: "f0", descriptor: .nullable(.int)),
            KotlinPropertyDescriptor(name: "f1", descriptor: .nullable(.int)),
        ])

    static let item = KotlinClassDescriptor(
        serialName: "Item", kotlinName: "Item",
        properties: [
            KotlinPropertyDescriptor(name: "id", descriptor: .int),
            KotlinPropertyDescriptor(name: "tags", descriptor: .map(key: .int, value: .string), defaultValue: .map([])),
        ])

    /// `data class Search(val resultados: List<Item>)`
    static let search = KotlinClassDescriptor(
        serialName: "Search", kotlinName: "Search",
        properties: [KotlinPropertyDescriptor(name: "resultados", descriptor: .list(.classType(item), isSet: false))])

    static let owned = KotlinClassDescriptor(
        serialName: "owned", kotlinName: "OwnedProject",
        properties: [
            KotlinPropertyDescriptor(name: "name", descriptor: .string),
            KotlinPropertyDescriptor(name: "owner", descriptor: .string),
        ])
    static let empty = KotlinClassDescriptor(serialName: "pkg.Empty", kotlinName: "Empty", shape: .dataObject)
    static let projectBase = KotlinSealedDescriptor(serialName: "pkg.Project", subclasses: [owned, empty])
}
