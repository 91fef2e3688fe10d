// Kotlin expressions for contract defaults: the resolved model's typed constants as Kotlin source.

import Foundation
import KontractCore

/// Writes a default value (a typed constant of the resolved model) as a Kotlin expression
/// of the property's type: `listOf(1, 2)`, `Color.RED`, `Inner(a = 1)`, `5uL`, `1.5f`.
struct KotlinDefaultValue {
    let module: CheckedModule
    /// The package of the file being written (its names need no qualification).
    let package: String

    enum Failure: Error {
        case unsupported(String)
    }

    func expression(_ constant: ResolvedConstant, _ type: ResolvedType) throws -> String {
        if case .null = constant.value { return "null" }
        if let valueClass = type.valueClass {
            // `UserId("a")`: the contract writes the underlying value, as kotlinx does.
            var underlying = type
            underlying.valueClass = nil
            underlying.isNullable = false
            let name = KotlinSpelling.type(ResolvedType(.declared(valueClass)), in: package)
            return "\(name)(\(try expression(constant, underlying)))"
        }
        switch type.kind {
        case .primitive(let primitive): return try primitiveLiteral(constant, primitive)
        case .string:
            guard case .string(let text) = constant.value else { throw Failure.unsupported("expected a string") }
            return KotlinSpelling.string(text)
        case .primitiveArray(let primitive):
            let items = try items(of: constant).map { try primitiveLiteral($0, primitive) }
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
                let items = try items(of: constant).map { try expression($0, element) }
                return "\(function)<\(KotlinSpelling.type(element, in: package))>(\(items.joined(separator: ", ")))"
            case .map, .mutableMap:
                guard arguments.count == 2 else { throw Failure.unsupported("map arity") }
                let function = generic == .map ? "mapOf" : "mutableMapOf"
                guard case .map(let entries) = constant.value else { throw Failure.unsupported("expected a map") }
                let pairs = try entries.map { entry in
                    "\(try expression(entry.key, arguments[0])) to \(try expression(entry.value, arguments[1]))"
                }
                return
                    "\(function)<\(KotlinSpelling.type(arguments[0], in: package)), \(KotlinSpelling.type(arguments[1], in: package))>("
                    + pairs.joined(separator: ", ") + ")"
            default: throw Failure.unsupported("a default for \(generic.rawValue)")
            }
        case .declared(let name, _): return try declared(constant, name)
        case .unit: return "Unit"
        default: throw Failure.unsupported("a default for \(type)")
        }
    }

    private func items(of constant: ResolvedConstant) throws -> [ResolvedConstant] {
        guard case .list(let items) = constant.value else { throw Failure.unsupported("expected a list") }
        return items
    }

    private func primitiveLiteral(_ constant: ResolvedConstant, _ primitive: KotlinPrimitive) throws -> String {
        switch (primitive, constant.value) {
        case (.boolean, .boolean(let flag)): return flag ? "true" : "false"
        case (.int, .integer(let number, _)), (.short, .integer(let number, _)), (.byte, .integer(let number, _)):
            return number < 0 ? "(\(number))" : String(number)
        case (.long, .integer(let number, _)):
            return number == Int64.min ? "Long.MIN_VALUE" : (number < 0 ? "(\(number)L)" : "\(number)L")
        case (.ubyte, .unsignedInteger(let number, _)), (.ushort, .unsignedInteger(let number, _)),
            (.uint, .unsignedInteger(let number, _)):
            return "\(number)u"
        case (.ulong, .unsignedInteger(let number, _)): return "\(number)uL"
        case (.double, .floating(let number, _)): return doubleLiteral(number)
        case (.float, .floating(let number, _)): return doubleLiteral(number) + "f"
        case (.char, .char(let unit)): return KotlinSpelling.char(unit)
        default: throw Failure.unsupported("\(constant.json) as \(primitive.rawValue)")
        }
    }

    private func doubleLiteral(_ number: Double) -> String {
        var text = "\(number)"
        if !text.contains(".") && !text.contains("e") { text += ".0" }
        return text.replacingOccurrences(of: "e+", with: "e")
    }

    private func declared(_ constant: ResolvedConstant, _ name: String) throws -> String {
        guard module[name] != nil else { throw Failure.unsupported("unknown type \(name)") }
        switch constant.value {
        case .enumEntry(let id, let entry):
            return "\(spelled(id)).\(KotlinSpelling.identifier(entry.name.value))"
        case .singleton(let id):
            return spelled(id)
        case .instance(let id, let fields):
            guard let entry = module[id.qualifiedName] else { throw Failure.unsupported("unknown type \(id)") }
            let properties = module.model[entry].properties
            var arguments: [String] = []
            for field in fields {
                guard let property = properties.first(where: { $0.name.value == field.property }) else {
                    throw Failure.unsupported("no property '\(field.key)' in \(id)")
                }
                arguments.append(
                    "\(KotlinSpelling.identifier(property.name.value)) = \(try expression(field.value, property.type))")
            }
            return "\(spelled(id))(\(arguments.joined(separator: ", ")))"
        default: throw Failure.unsupported("a default for \(name)")
        }
    }

    /// A declaration's name as the file being written spells it.
    private func spelled(_ id: DeclarationID) -> String {
        KotlinSpelling.type(ResolvedType(.declared(id.qualifiedName)), in: package)
    }
}
