// The Swift name of a generic class's type parameter: the exporter's `_` for names Objective-C reserves.

/// Kotlin/Native renames a class type parameter whose name Objective-C headers already use (`class Foo<Base>` is
/// `Foo<Base_>`): the C and Foundation type names, and the names of the framework's predefined classes (its base
/// class and the mutable set and dictionary classes; the exporter's test data spell them without a framework
/// prefix, `Base`, `MutableSet`, `MutableDictionary`; Kontract's runtime spells them `KotlinBase`, ...).
enum TypeParameterNaming {
    static let reserved: Set<String> = [
        "id", "NSObject", "NSArray", "NSCopying", "NSNumber", "NSInteger", "NSUInteger", "NSString", "NSSet",
        "NSDictionary", "NSMutableArray", "int", "unsigned", "short", "char", "long", "float", "double", "int32_t",
        "int64_t", "int16_t", "int8_t", "unichar",
        "Base", "MutableSet", "MutableDictionary", "KotlinBase", "KotlinMutableSet", "KotlinMutableDictionary",
    ]

    /// `Base` → `Base_`; other names unchanged, Swift keywords backquoted.
    static func swiftName(_ kotlinName: String) -> String {
        reserved.contains(kotlinName) ? kotlinName + "_" : SwiftKeywords.escaped(kotlinName)
    }
}
