// `@ObjCName`, `@Deprecated` and `@ObjCEnum` read into the contract's `objcName`, `deprecated` and `objcEnum` keys.

import KotlinSourceSyntax

extension ExtractionContext {
    /// The annotations `interopKeys` turns into keys (not KX0103 where it is called).
    static let interopAnnotations: Set<String> = ["ObjCName", "Deprecated"]
    /// An enum class's, which also reads `@ObjCEnum` (Kotlin takes it on an enum class alone; elsewhere KX0103).
    static let enumInteropAnnotations = interopAnnotations.union(["ObjCEnum"])

    /// `objcName` and `deprecated` from a declaration's, property's or function's annotations; an argument that is
    /// not a literal the contract can hold is KX0103 and the key is left out.
    mutating func interopKeys(
        _ annotations: [KotlinAnnotationSyntax], of owner: String
    ) -> [(key: String, value: ContractJSON)] {
        var keys: [(key: String, value: ContractJSON)] = []
        for annotation in annotations where annotation.useSite == nil {
            switch annotation.simpleName {
            case "ObjCName":
                guard let value = objcName(annotation) else {
                    unreadable(annotation, of: owner)
                    continue
                }
                keys.append(("objcName", value))
            case "Deprecated":
                guard let value = deprecated(annotation) else {
                    unreadable(annotation, of: owner)
                    continue
                }
                keys.append(("deprecated", value))
            case "ObjCEnum":
                // Kotlin allows it on an enum class alone (the exporter's enumClassWithObjCEnum case).
                guard let value = objcEnum(annotation) else {
                    unreadable(annotation, of: owner)
                    continue
                }
                keys.append(("objcEnum", value))
            default:
                break
            }
        }
        return keys
    }

    /// An enum entry's `objcName` and `objcEntryName` (`@ObjCEnum.EntryName(name, swiftName)`: `"name"`, or
    /// `{ name, swiftName }`); an argument that is not a string literal is KX0103 and the key is left out.
    mutating func entryInteropKeys(
        _ annotations: [KotlinAnnotationSyntax], of entry: String
    ) -> [(key: String, value: ContractJSON)] {
        var keys = interopKeys(annotations.filter { $0.simpleName == "ObjCName" }, of: entry)
        for annotation in annotations where annotation.useSite == nil && annotation.simpleName == "EntryName" {
            guard let values = arguments(annotation, parameters: ["name", "swiftName"]),
                let name = values["name"].flatMap(KotlinLiteralValue.string)
            else {
                unreadable(annotation, of: entry)
                continue
            }
            guard let swiftArgument = values["swiftName"] else {
                keys.append(("objcEntryName", .string(name)))
                continue
            }
            guard let swiftName = KotlinLiteralValue.string(swiftArgument) else {
                unreadable(annotation, of: entry)
                continue
            }
            keys.append(("objcEntryName", .object([("name", .string(name)), ("swiftName", .string(swiftName))])))
        }
        return keys
    }

    private mutating func unreadable(_ annotation: KotlinAnnotationSyntax, of owner: String) {
        report(
            .annotationNotExtracted,
            "@\(annotation.name) on '\(owner)' has an argument that is not a literal: the contract leaves it out",
            at: annotation.position)
    }

    /// `@ObjCName(name, swiftName, exact)`: `"name"` when only the name is written, else `{ name?, swiftName?,
    /// exact? }`; nil when an argument is not a literal.
    func objcName(_ annotation: KotlinAnnotationSyntax) -> ContractJSON? {
        guard let values = arguments(annotation, parameters: ["name", "swiftName", "exact"]) else { return nil }
        var keys: [(key: String, value: ContractJSON)] = []
        for key in ["name", "swiftName"] {
            guard let argument = values[key] else { continue }
            guard let text = KotlinLiteralValue.string(argument) else { return nil }
            keys.append((key, .string(text)))
        }
        if let exact = values["exact"] {
            guard exact.text == "true" || exact.text == "false" else { return nil }
            keys.append(("exact", .bool(exact.text == "true")))
        }
        guard !keys.isEmpty else { return nil }
        return keys.count == 1 && keys[0].key == "name" ? keys[0].value : .object(keys)
    }

    /// `@ObjCEnum(name, swiftName)`: `true` without arguments, else `{ name?, swiftName? }`; nil when an argument is
    /// not a string literal.
    func objcEnum(_ annotation: KotlinAnnotationSyntax) -> ContractJSON? {
        guard let values = arguments(annotation, parameters: ["name", "swiftName"]) else { return nil }
        var keys: [(key: String, value: ContractJSON)] = []
        for key in ["name", "swiftName"] {
            guard let argument = values[key] else { continue }
            guard let text = KotlinLiteralValue.string(argument) else { return nil }
            keys.append((key, .string(text)))
        }
        return keys.isEmpty ? .bool(true) : .object(keys)
    }

    /// `@Deprecated(message, replaceWith, level)`: `"message"` at level `WARNING`, else `{ message, level }`.
    func deprecated(_ annotation: KotlinAnnotationSyntax) -> ContractJSON? {
        guard let values = arguments(annotation, parameters: ["message", "replaceWith", "level"]),
            let message = values["message"].flatMap(KotlinLiteralValue.string)
        else { return nil }
        guard let level = values["level"] else { return .string(message) }
        let name = String(level.text.split(separator: ".").last ?? "")
        guard ["WARNING", "ERROR", "HIDDEN"].contains(name), level.text.allSatisfy({ $0 != " " }) else { return nil }
        return name == "WARNING"
            ? .string(message) : .object([("message", .string(message)), ("level", .string(name))])
    }

    /// The arguments by parameter name (positional ones in the order of `parameters`); nil for an unknown name.
    private func arguments(
        _ annotation: KotlinAnnotationSyntax, parameters: [String]
    ) -> [String: KotlinSourceText]? {
        var values: [String: KotlinSourceText] = [:]
        for (position, argument) in (annotation.arguments ?? []).enumerated() {
            let name = argument.name ?? (position < parameters.count ? parameters[position] : "")
            guard parameters.contains(name), !argument.isSpread else { return nil }
            values[name] = argument.value
        }
        return values
    }
}
