// Reports properties of @Serializable classes whose types kotlinx.serialization cannot serialize (KT0205)
// or serializes only polymorphically and fails on at run time (KT0211).

extension CheckContext {
    /// In every serializable data class (sealed subclasses included), each non-transient
    /// property's type must have a JSON serializer.
    ///
    /// Objects are exempt: kotlinx writes an object as `{}` and never serializes its
    /// properties, so their types do not matter to it.
    mutating func checkSerializability() {
        for entry in allEntries where entry.declaration.kind == .dataClass && entry.declaration.isSerializable {
            let scope = memberScope(of: entry)
            for property in entry.declaration.properties where !property.isTransient {
                let resolved = resolve(property.type, in: scope)
                let name = property.name.value
                if libraryType(resolved) == nil, let scope = polymorphicScope(resolved) {
                    emit(
                        .polymorphicProperty,
                        "property '\(name)' of @Serializable '\(entry.declaration.name.value)' has the \(scope.kind) type '\(display(resolved))': the Kotlin compiles, but kotlinx serializes it polymorphically with no subclass registered, so Json fails at run time on every non-null value, encoding and decoding (\"Serializer for subclass '…' is not found in the polymorphic scope of '\(scope.name)'\"); mark '\(name)' \"transient\": true (with a default) to keep it out of the JSON",
                        at: property.type.location)
                } else if let (location, reason) = unserializablePart(property.type, resolved) {
                    let owner = entry.declaration.name.value
                    // A declared class made non-serializable on purpose: making it serializable is the first fix.
                    let first = reason.fix.map { "\($0), " } ?? ""
                    emit(
                        .unserializableType,
                        "property '\(name)' of @Serializable '\(owner)' cannot be serialized: \(reason.text); \(first)mark '\(name)' \"transient\": true (with a default), or set \"serializable\": false on '\(owner)'",
                        at: location)
                } else {
                    for (location, key) in structuredMapKeys(property.type, resolved) {
                        emit(
                            .structuredMapKey,
                            "map key type '\(display(key))' of property '\(name)' is not a primitive, String or enum: the Kotlin compiles, but kotlinx's Json fails at run time on this map, even empty, decoding and encoding (\"can't be used in JSON as a key in the map\") unless allowStructuredMapKeys = true, which contracts do not set",
                            at: location)
                    }
                }
            }
        }
        checkSealedConstructorSerializability()
    }

    /// A @Serializable sealed class's constructor parameters are properties kotlinx serializes in every subclass.
    private mutating func checkSealedConstructorSerializability() {
        for entry in allEntries where entry.declaration.kind == .sealedClass && entry.declaration.isSerializable {
            let owner = entry.declaration.name.value
            for parameter in entry.declaration.constructors?.first?.parameters ?? [] {
                let name = parameter.name.value
                guard parameter.binding != nil else {
                    emit(
                        .unserializableType,
                        "parameter '\(name)' of @Serializable sealed class '\(owner)' is no property (kotlinx: this class is not serializable automatically because it has primary constructor parameters that are not properties); give it \"property\": \"val\" or set \"serializable\": false on '\(owner)'",
                        at: parameter.name.location)
                    continue
                }
                let resolved = resolve(parameter.type, in: memberScope(of: entry))
                if let (location, reason) = unserializablePart(parameter.type, resolved) {
                    let first = reason.fix.map { "\($0), " } ?? ""
                    emit(
                        .unserializableType,
                        "property '\(name)' of @Serializable sealed class '\(owner)' cannot be serialized: \(reason.text); \(first)or set \"serializable\": false on '\(owner)'",
                        at: location)
                }
            }
        }
    }

    /// The open polymorphic scope kotlinx gives a property of this type, if it has one: a declared
    /// interface (`Greeter`) or a function type (`Function0`). Proven with the Kotlin compiler: such
    /// properties compile, and Json fails on their values at run time (tools/kotlin-conformance).
    func polymorphicScope(_ resolved: ResolvedType) -> (kind: String, name: String)? {
        switch resolved.kind {
        case .function(let parameters, _, let isSuspend) where !isSuspend:
            return ("function", "Function\(parameters.count)")
        case .declared(let name, _) where index[name]?.declaration.kind == .interface:
            return ("interface", index[name]?.declaration.name.value ?? name)
        default:
            return nil
        }
    }

    /// Every map key in `type` that kotlinx's Json refuses at run time (a serializable class, list, map or
    /// sealed type), innermost last; the type has no unserializable part.
    private func structuredMapKeys(_ type: KotlinType, _ resolved: ResolvedType) -> [(SourceLocation, ResolvedType)] {
        guard case .generic(let generic, let arguments) = resolved.kind else { return [] }
        var found: [(SourceLocation, ResolvedType)] = []
        if generic == .map || generic == .mutableMap, let key = arguments.first, !isMapKey(key) {
            found.append(((type.arguments.first ?? type).location, key))
        }
        for (argument, resolvedArgument) in zip(type.arguments, arguments) {
            found += structuredMapKeys(argument, resolvedArgument)
        }
        return found
    }

    /// The first part of `type` without a JSON serializer, with the reason.
    private func unserializablePart(_ type: KotlinType, _ resolved: ResolvedType) -> (
        SourceLocation, UnserializableReason
    )? {
        if let (name, library) = libraryType(resolved) {
            return (
                type.location,
                "'\(name)' is a type of the library '\(library)', whose serializer (kotlinx's or the library's own, such as kotlinx-datetime's for 'Instant') is not one Kontract emulates"
            )
        }
        if let valueClass = resolved.valueClass, let entry = index.valueClasses[valueClass],
            !entry.valueClass.isSerializable
        {
            return (
                type.location,
                UnserializableReason(
                    "the value class '\(entry.valueClass.name.value)' is not @Serializable",
                    fix: "give '\(entry.valueClass.name.value)' \"serializable\": true")
            )
        }
        switch resolved.kind {
        case .primitive, .string, .unit, .nothing, .primitiveArray, .unresolved:
            return nil
        case .any:
            if let hidden = resolved.hiddenType {
                return (type.location, "'\(hidden)' has no serializer Kontract emulates")
            }
            return (type.location, "'Any' has no serializer")
        case .star:
            return (type.location, "'*' has no serializer")
        case .typeParameter(let name):
            return (type.location, "the type parameter '\(name)' has no serializer")
        case .function:
            // A direct non-suspend one is KT0211 (`polymorphicScope`).
            return (
                type.location,
                "a function type inside a type argument, or a suspend one, has no serializer Kontract emulates"
            )
        case .platform(let platform):
            return (type.location, "'\(platform.rawValue)' is a platform type without a serializer")
        case .exception(let exception):
            return (type.location, "'\(exception.rawValue)' is an exception class without a serializer")
        case .apple(let apple):
            // The plugin's error: "Serializer has not been found for type 'NSDate'. To use context serializer as
            // fallback, explicitly annotate type or property with @Contextual".
            return (
                type.location,
                "kotlinx has no serializer for the Apple platform class '\(apple.qualifiedName)' (the plugin: \"Serializer has not been found for type '\(apple.name)'\")"
            )
        case .generic(let generic, let arguments):
            if generic.isFlow {
                return (type.location, "'\(generic.rawValue)' is a stream, not a value")
            }
            if generic == .kclass {
                return (type.location, "'KClass' has no serializer")
            }
            // A structured key (a serializable class, list, map or sealed type) compiles and fails only at
            // run time: KT0210, a warning (`structuredMapKeys`); an unserializable key is reported below.
            for (argument, resolvedArgument) in zip(type.arguments, arguments) {
                if let found = unserializablePart(argument, resolvedArgument) { return found }
            }
            return nil
        case .declared(let name, _):
            guard let declaration = index[name]?.declaration else { return nil }
            let simple = index[name]?.nameInPackage ?? name
            switch declaration.kind {
            case .enumClass:
                // kotlinx generates enum serializers even without @Serializable.
                return nil
            case .interface:
                // A direct property of this type is KT0211 (`polymorphicScope`).
                return (
                    type.location,
                    "'\(simple)' is an interface: kotlinx serializes it polymorphically, which Kontract emulates only for a property of that type, not inside a type argument"
                )
            case .plainClass, .file:
                return (type.location, "'\(simple)' is a class, not a @Serializable data class")
            default:
                let file = declaration.location.file.split(separator: "/").last.map(String.init) ?? ""
                return declaration.isSerializable
                    ? nil
                    : (
                        type.location,
                        UnserializableReason(
                            "'\(simple)' is declared with \"serializable\": false (\(file):\(declaration.location.line))",
                            fix: "make '\(simple)' serializable (remove its \"serializable\": false)")
                    )
            }
        }
    }

    /// The simple name and library of `type` when a library contract declares it (a value class or a
    /// declaration, not its type arguments).
    func libraryType(_ type: ResolvedType) -> (name: String, library: String)? {
        if let valueClass = type.valueClass, let entry = index.valueClasses[valueClass],
            let library = entry.valueClass.library
        {
            return (entry.valueClass.name.value, library)
        }
        if case .declared(let name, _) = type.kind, let entry = index[name], let library = entry.file.library {
            return (entry.nameInPackage, library.value)
        }
        return nil
    }

    /// Whether kotlinx writes values of `type` as JSON object keys (primitive or enum kind).
    private func isMapKey(_ type: ResolvedType) -> Bool {
        switch type.kind {
        case .primitive, .string, .unresolved: return true
        case .declared(let name, _): return index[name]?.declaration.kind == .enumClass
        default: return false
        }
    }
}

/// Why a type has no serializer, and the fix that belongs to that type, if any.
struct UnserializableReason: ExpressibleByStringInterpolation {
    var text: String
    var fix: String?

    init(_ text: String, fix: String? = nil) {
        self.text = text
        self.fix = fix
    }

    init(stringLiteral value: String) { self.init(value) }

    init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }
}
