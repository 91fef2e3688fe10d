// Type names from Java, Swift and other languages that a contract author may write for a Kotlin type.

/// The Kotlin spelling of common foreign type names, for "did you mean" on an unknown type.
enum ForeignTypeNames {
    static let kotlinName: [String: String] = [
        "Integer": "Int", "int": "Int", "Int32": "Int", "Int64": "Long", "long": "Long", "Int16": "Short",
        "Int8": "Byte", "UInt32": "UInt", "UInt64": "ULong", "UInt16": "UShort", "UInt8": "UByte",
        "Bool": "Boolean", "bool": "Boolean", "boolean": "Boolean", "Character": "Char", "char": "Char",
        "string": "String", "Str": "String", "double": "Double", "float": "Float", "Float32": "Float",
        "Float64": "Double", "Object": "Any", "AnyObject": "Any", "Void": "Unit", "void": "Unit",
        "ArrayList": "List", "Dictionary": "Map", "HashMap": "Map", "HashSet": "Set",
    ]
}
