// Every built-in simple name (`Int`, `IntArray`, `String`, `List`, `ViewModel`…) → what it denotes, in one table.

/// What a built-in simple name denotes; ``byName`` finds it with one lookup instead of a string switch per kind.
enum BuiltinSimpleName: Sendable {
    case primitive(KotlinPrimitive)
    case primitiveArray(KotlinPrimitive)
    case special(KotlinSpecialType)
    case hidden(KotlinHiddenType)
    case generic(KotlinBuiltinGeneric)
    case platform(KotlinPlatformType)
    case exception(KotlinStandardException)

    /// Each name once; where two kinds spell the same name, the earlier kind above wins (as the resolver always
    /// tried them in this order).
    static let byName: [String: BuiltinSimpleName] = {
        var table: [String: BuiltinSimpleName] = [:]
        func add(_ name: String, _ value: BuiltinSimpleName) {
            if table[name] == nil { table[name] = value }
        }
        for primitive in KotlinPrimitive.allCases { add(primitive.rawValue, .primitive(primitive)) }
        for primitive in KotlinPrimitive.allCases { add(primitive.arrayName, .primitiveArray(primitive)) }
        for special in KotlinSpecialType.allCases { add(special.rawValue, .special(special)) }
        for hidden in KotlinHiddenType.allCases { add(hidden.rawValue, .hidden(hidden)) }
        for generic in KotlinBuiltinGeneric.allCases { add(generic.rawValue, .generic(generic)) }
        for platform in KotlinPlatformType.allCases { add(platform.rawValue, .platform(platform)) }
        for exception in KotlinStandardException.allCases { add(exception.rawValue, .exception(exception)) }
        return table
    }()
}
