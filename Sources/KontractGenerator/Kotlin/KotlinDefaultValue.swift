// Kotlin expressions for contract defaults: the default's JSON turned back into Kotlin source.

import Foundation
import KontractCore

/// Writes a default value (given as the JSON kotlinx encodes for it) as a Kotlin expression
/// of the property's type: `listOf(1, 2)`, `Color.RED`, `Inner(a = 1)`, `5uL`, `1.5f`.
struct KotlinDefaultValue {
    let module: CheckedModule
    /// The package of the file being written (its names need no qualification).
    let package: String

    enum Failure: Error {
        case unsupported(String)
    }

    func expression(_ json: LocatedJSON, _ type: ResolvedType) throws -> String {
        if case .null = json.value { return "null" }
        switch type.kind {
        case .primitive(let primitive): return try primitiveLiteral(json, primitive)
        case .string:
            guard let text = json.string else { throw Failure.unsupported("expected a string") }
            return KotlinSpelling.string(text)
        case .primitiveArray(let primitive):
            let items = try (json.items ?? []).map { try primitiveLiteral($0, primitive) }
            return
                "\(primitive.rawValue.prefix(1).lowercased())\(primitive.rawValue.dropFirst())ArrayOf(\(items.joined(separator: ", ")))"
        case .generic(let generic, let arguments):
            switch generic {
            case .list, .set, .mutableList, .mutableSet, .array:
                let function =
                    switch generic {
                    case .set: "setOf"
                    case .mutableList: "mutableListOf"
                    case .mutableSet: "mutableSetOf"
                    case .array: "arrayOf"
                    default: "listOf"
                    }
                let element = arguments.first ?? ResolvedType(.unresolved)
                let items = try (json.items ?? []).map { try expression($0, element) }
                return "\(function)<\(KotlinSpelling.type(element, in: package))>(\(items.joined(separator: ", ")))"
            case .map, .mutableMap:
                guard arguments.count == 2 else { throw Failure.unsupported("map arity") }
                let function = generic == .map ? "mapOf" : "mutableMapOf"
                let pairs = try (json.members ?? []).map { member in
                    let key = try mapKey(member.key, arguments[0], at: member.keyLocation)
                    return "\(key) to \(try expression(member.value, arguments[1]))"
                }
                return
                    "\(function)<\(KotlinSpelling.type(arguments[0], in: package)), \(KotlinSpelling.type(arguments[1], in: package))>("
                    + pairs.joined(separator: ", ") + ")"
            default: throw Failure.unsupported("a default for \(generic.rawValue)")
            }
        case .declared(let name): return try declared(json, name)
        case .unit: return "Unit"
        default: throw Failure.unsupported("a default for \(type)")
        }
    }

    private func mapKey(_ key: String, _ type: ResolvedType, at location: SourceLocation) throws -> String {
        if case .string = type.kind { return KotlinSpelling.string(key) }
        // Non-string keys are written quoted in JSON; read them back as their own JSON.
        let json: JSONValue =
            switch type.kind {
            case .declared, .primitive(.char): .string(key)
            case .primitive(.boolean): .bool(key == "true")
            default: Int64(key).map { .integer($0) } ?? Double(key).map { .real($0) } ?? .string(key)
            }
        return try expression(LocatedJSON(json, at: location), type)
    }

    private func primitiveLiteral(_ json: LocatedJSON, _ primitive: KotlinPrimitive) throws -> String {
        switch (primitive, json.value) {
        case (.boolean, .bool(let flag)): return flag ? "true" : "false"
        case (.int, .integer(let number)), (.short, .integer(let number)), (.byte, .integer(let number)):
            return number < 0 ? "(\(number))" : String(number)
        case (.long, .integer(let number)):
            return number == Int64.min ? "Long.MIN_VALUE" : (number < 0 ? "(\(number)L)" : "\(number)L")
        case (.ubyte, .integer(let number)), (.ushort, .integer(let number)), (.uint, .integer(let number)):
            return "\(number)u"
        case (.ulong, .integer(let number)): return "\(number)uL"
        case (.double, .integer(let number)): return "\(number).0"
        case (.double, .real(let number)): return doubleLiteral(number)
        case (.float, .integer(let number)): return "\(number).0f"
        case (.float, .real(let number)): return doubleLiteral(number) + "f"
        case (.double, .string(let special)), (.float, .string(let special)):
            let owner = primitive == .double ? "Double" : "Float"
            switch special {
            case "NaN": return "\(owner).NaN"
            case "Infinity": return "\(owner).POSITIVE_INFINITY"
            case "-Infinity": return "\(owner).NEGATIVE_INFINITY"
            default: throw Failure.unsupported("a \(owner) default '\(special)'")
            }
        case (.char, .string(let text)):
            guard let unit = text.utf16.first, text.utf16.count == 1 else {
                throw Failure.unsupported("a Char default of length \(text.utf16.count)")
            }
            return KotlinSpelling.char(unit)
        default: throw Failure.unsupported("\(json.value.kindDescription) as \(primitive.rawValue)")
        }
    }

    private func doubleLiteral(_ number: Double) -> String {
        var text = "\(number)"
        if !text.contains(".") && !text.contains("e") { text += ".0" }
        return text.replacingOccurrences(of: "e+", with: "e")
    }

    private func declared(_ json: LocatedJSON, _ name: String) throws -> String {
        guard let entry = module[name] else { throw Failure.unsupported("unknown type \(name)") }
        let declaration = entry.declaration
        let qualified = KotlinSpelling.type(ResolvedType(.declared(name)), in: package)
        switch declaration.kind {
        case .enumClass:
            guard let text = json.string, let match = declaration.entries.first(where: { $0.jsonName == text }) else {
                throw Failure.unsupported("enum default")
            }
            return "\(qualified).\(KotlinSpelling.identifier(match.name.value))"
        case .object, .dataObject: return qualified
        case .dataClass:
            guard let members = json.members else { throw Failure.unsupported("class default must be an object") }
            var arguments: [String] = []
            for member in members {
                guard let property = module.model[entry].properties.first(where: { $0.jsonName == member.key }) else {
                    throw Failure.unsupported("no property '\(member.key)' in \(name)")
                }
                let type = property.type
                arguments.append(
                    "\(KotlinSpelling.identifier(property.name.value)) = \(try expression(member.value, type))")
            }
            return "\(qualified)(\(arguments.joined(separator: ", ")))"
        case .sealedClass, .sealedInterface:
            let discriminator = entry.file.json.classDiscriminator
            guard let members = json.members,
                let typeName = members.first(where: { $0.key == discriminator })?.value.string,
                let subclass = module.subclasses(of: name).first(where: {
                    ($0.declaration.serialName?.value ?? $0.qualifiedName) == typeName
                })
            else { throw Failure.unsupported("sealed default needs its '\(discriminator)'") }
            let rest = members.filter { $0.key != discriminator }
            return try declared(LocatedJSON(.object(rest), at: json.location), subclass.qualifiedName)
        default: throw Failure.unsupported("a default for \(name)")
        }
    }
}
