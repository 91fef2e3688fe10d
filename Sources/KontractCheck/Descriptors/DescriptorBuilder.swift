// Builds kotlinx serial descriptors from a checked module, for the JSON codec and the checker.

import Foundation
import KontractCore
import KontractKotlin
import KontractSerialization

/// The `KotlinSerialDescriptor`s of a module's serializable declarations, built at run time
/// from the contract (generated Swift carries the same descriptors statically).
///
/// Class descriptors are made first, then given their properties (so recursive types work),
/// then their defaults: each default constant's JSON decoded by the kotlinx codec against the
/// property's own descriptor (a descriptor's default is what kotlinx decodes, by construction).
///
/// Everything is built in `init`; afterwards the builder and its descriptors are only read, so
/// one builder serves concurrent readers (`validate`'s four generator configurations).
public final class DescriptorBuilder: @unchecked Sendable {
    public let module: CheckedModule
    private var classes: [String: KotlinClassDescriptor] = [:]
    private var sealedTypes: [String: KotlinSealedDescriptor] = [:]
    private var enums: [String: KotlinEnumDescriptor] = [:]
    /// Problems met while building, e.g. a property of a type kotlinx cannot serialize.
    public private(set) var problems: [String] = []
    private var defaultsDone: Set<String> = []
    private var defaultsInProgress: Set<String> = []

    public init(module: CheckedModule) {
        self.module = module
        let serializable = module.index.declarations.filter { Self.isSerializable($0.declaration) }
        for entry in serializable {
            let declaration = entry.declaration
            let serialName = declaration.serialName?.value ?? entry.qualifiedName
            switch declaration.kind {
            case .enumClass:
                let entries = declaration.entries.map {
                    KotlinEnumDescriptor.Entry(name: $0.name.value, serialName: $0.serialName?.value)
                }
                enums[entry.qualifiedName] = KotlinEnumDescriptor(serialName: serialName, entries: entries)
            case .sealedClass, .sealedInterface:
                sealedTypes[entry.qualifiedName] = KotlinSealedDescriptor(
                    serialName: serialName, kotlinName: declaration.name.value)
            case .dataClass, .object, .dataObject:
                let shape: KotlinClassDescriptor.Shape =
                    switch declaration.kind {
                    case .object: .object
                    case .dataObject: .dataObject
                    default: .dataClass
                    }
                let jvmName =
                    entry.package.isEmpty
                    ? entry.nameInPackage.replacingOccurrences(of: ".", with: "$")
                    : entry.package + "." + entry.nameInPackage.replacingOccurrences(of: ".", with: "$")
                classes[entry.qualifiedName] = KotlinClassDescriptor(
                    serialName: serialName, kotlinName: declaration.name.value, jvmName: jvmName, shape: shape)
            default: break
            }
        }
        for entry in serializable {
            if let classDescriptor = classes[entry.qualifiedName], entry.declaration.kind == .dataClass {
                // The keys of the file's naming strategy now; another's (a class read through another file's
                // configuration) on first use.
                classDescriptor.define(
                    properties: properties(of: entry), namings: [configuration(for: entry.qualifiedName).namingStrategy]
                )
            } else if let sealedDescriptor = sealedTypes[entry.qualifiedName] {
                sealedDescriptor.define(subclasses: leaves(of: entry.qualifiedName, visited: []))
            }
        }
        for entry in serializable where entry.declaration.kind == .dataClass {
            resolveDefaults(of: entry.qualifiedName)
        }
    }

    public static func isSerializable(_ declaration: Declaration) -> Bool {
        switch declaration.kind {
        case .dataClass, .enumClass, .sealedClass, .sealedInterface, .object, .dataObject:
            declaration.isSerializable
        case .plainClass, .interface, .file: false
        }
    }

    /// The descriptor of a declaration by qualified name (`pkg.Outer.Inner`).
    public func descriptor(for qualifiedName: String) -> KotlinSerialDescriptor? {
        if let classDescriptor = classes[qualifiedName] { return .classType(classDescriptor) }
        if let sealedDescriptor = sealedTypes[qualifiedName] { return .sealed(sealedDescriptor) }
        if let enumDescriptor = enums[qualifiedName] { return .enumeration(enumDescriptor) }
        return nil
    }

    /// The descriptor of a resolved type, or nil when kotlinx cannot serialize it.
    public func descriptor(for type: ResolvedType) -> KotlinSerialDescriptor? {
        guard let base = nonNullableDescriptor(for: type.kind) else { return nil }
        return type.isNullable ? .nullable(base) : base
    }

    private func nonNullableDescriptor(for kind: ResolvedType.Kind) -> KotlinSerialDescriptor? {
        switch kind {
        case .primitive(let primitive): return Self.primitiveDescriptor(primitive)
        case .string: return .string
        case .unit:
            return .classType(
                KotlinClassDescriptor(serialName: "kotlin.Unit", kotlinName: "kotlin.Unit", shape: .dataObject))
        case .primitiveArray(let primitive): return .list(Self.primitiveDescriptor(primitive), isSet: false)
        case .generic(let generic, let arguments):
            switch generic {
            case .list, .mutableList, .array:
                return arguments.first.flatMap { descriptor(for: $0) }.map { .list($0, isSet: false) }
            case .set, .mutableSet:
                return arguments.first.flatMap { descriptor(for: $0) }.map { .list($0, isSet: true) }
            case .map, .mutableMap:
                guard arguments.count == 2, let key = descriptor(for: arguments[0]),
                    let value = descriptor(for: arguments[1])
                else { return nil }
                return .map(key: key, value: value)
            case .flow, .stateFlow, .mutableStateFlow, .sharedFlow, .mutableSharedFlow, .kclass: return nil
            }
        case .declared(let name, _):
            if let declared = descriptor(for: name) { return declared }
            guard let entry = module[name], entry.declaration.kind == .interface else { return nil }
            return Self.polymorphicDescriptor(scope: entry.declaration.name.value)
        case .function(let parameters, _, let isSuspend):
            return isSuspend ? nil : Self.polymorphicDescriptor(scope: "Function\(parameters.count)")
        case .any, .nothing, .platform, .apple, .exception, .star, .typeParameter, .unresolved: return nil
        }
    }

    /// kotlinx's open polymorphic scope of an interface or function type (KT0211): no subclass is
    /// registered, so every non-null value fails, with kotlinx's messages, and `null` decodes.
    public static func polymorphicDescriptor(scope: String) -> KotlinSerialDescriptor {
        .sealed(
            KotlinSealedDescriptor(
                serialName: "kotlinx.serialization.Polymorphic<\(scope)>", kotlinName: scope, subclasses: []))
    }

    static func primitiveDescriptor(_ primitive: KotlinPrimitive) -> KotlinSerialDescriptor {
        switch primitive {
        case .boolean: .boolean
        case .byte: .byte
        case .short: .short
        case .int: .int
        case .long: .long
        case .ubyte: .ubyte
        case .ushort: .ushort
        case .uint: .uint
        case .ulong: .ulong
        case .float: .float
        case .double: .double
        case .char: .char
        }
    }

    /// The configuration of the file that declares `qualifiedName` (`Json.Default` if unknown).
    public func configuration(for qualifiedName: String) -> KotlinJSONConfiguration {
        module[qualifiedName]?.file.json ?? .default
    }

    private func properties(of entry: IndexedDeclaration) -> [KotlinPropertyDescriptor] {
        inheritedProperties(of: entry).map { parameter, _ in
            var described = KotlinPropertyDescriptor(
                name: parameter.name.value, descriptor: descriptor(for: parameter.type) ?? .string)
            described.isInherited = true
            return described
        } + ownProperties(of: entry)
    }

    /// The constructor properties of the sealed classes above a data class, outermost first, as kotlinx writes
    /// them before the data class's own (`sealed class Result(val code: Int)`), each resolved.
    private func inheritedProperties(of entry: IndexedDeclaration) -> [(
        parameter: ResolvedConstructorParameter, owner: IndexedDeclaration
    )] {
        module.index.inheritedSealedProperties(of: entry).compactMap { parameter, owner in
            guard case .sealed(let payload) = module.model[owner].kind,
                let resolved = payload.constructorParameters.first(where: { $0.name.value == parameter.name.value })
            else { return nil }
            return (resolved, owner)
        }
    }

    private func ownProperties(of entry: IndexedDeclaration) -> [KotlinPropertyDescriptor] {
        module.model[entry].properties.map { property in
            let resolved = property.type
            let descriptor = self.descriptor(for: resolved)
            if descriptor == nil && !property.isTransient {
                problems.append(
                    "\(entry.qualifiedName).\(property.name.value): type '\(resolved)' is not serializable by kotlinx")
            }
            var described = KotlinPropertyDescriptor(
                name: property.name.value, serialName: property.serialName?.value,
                jsonNames: property.jsonNames.map(\.value), descriptor: descriptor ?? .string,
                encodeDefault: property.encodeDefault.map { $0 == .always ? .always : .never } ?? .whenConfigured,
                isRequired: property.isRequired, isTransient: property.isTransient)
            if let name = resolved.valueClass, let entry = module.index.valueClasses[name],
                let wrapped = entry.valueClass.properties.first
            {
                described.valueClass = KotlinValueClassName(
                    kotlinName: entry.valueClass.name.value, propertyName: wrapped.name.value)
            }
            return described
        }
    }

    /// The concrete subclasses of a sealed type, nested sealed types replaced by their own.
    private func leaves(of sealedName: String, visited: Set<String>) -> [KotlinClassDescriptor] {
        var result: [KotlinClassDescriptor] = []
        for subclass in module.subclasses(of: sealedName) where !visited.contains(subclass.qualifiedName) {
            if let classDescriptor = classes[subclass.qualifiedName] {
                result.append(classDescriptor)
            } else if sealedTypes[subclass.qualifiedName] != nil {
                result += leaves(of: subclass.qualifiedName, visited: visited.union([sealedName]))
            }
        }
        return result
    }

    /// Decodes each property's default JSON; classes used inside a default get theirs first.
    private func resolveDefaults(of qualifiedName: String) {
        guard !defaultsDone.contains(qualifiedName), !defaultsInProgress.contains(qualifiedName),
            let entry = module[qualifiedName], let classDescriptor = classes[qualifiedName],
            // An object's properties are not in its JSON (`{}`): its descriptor has none to give a default.
            !entry.declaration.kind.isObject
        else { return }
        defaultsInProgress.insert(qualifiedName)
        // A sealed superclass's property takes the superclass's default (not what the subclass passes), as kotlinx's
        // deserializing constructor runs the superclass's initializer.
        let inherited = inheritedProperties(of: entry).map { ($0.parameter.defaultValue, $0.parameter.type) }
        let own = module.model[entry].properties.map { ($0.defaultValue, $0.type) }
        for (index, (defaultValue, type)) in (inherited + own).enumerated() {
            guard let constant = defaultValue else { continue }
            let property = classDescriptor.properties[index]
            for name in declaredNames(in: type) { resolveDefaults(of: name) }
            let descriptor = classDescriptor.properties[index].descriptor
            do throws(KotlinJSONError) {
                let value = try KotlinJSON.decode(descriptor, from: constant.json)
                classDescriptor.setDefault(value, ofPropertyAt: index)
            } catch  where descriptor.emptyStructuredMap(constant.json) != nil {
                // `emptyMap()` of a structured key (KT0210): Kotlin builds it; only Json refuses the map.
                classDescriptor.setDefault(.map([]), ofPropertyAt: index)
            } catch {
                problems.append("\(qualifiedName).\(property.name): default \(constant.json): \(error)")
            }
        }
        defaultsInProgress.remove(qualifiedName)
        defaultsDone.insert(qualifiedName)
    }

    private func declaredNames(in type: ResolvedType) -> [String] {
        switch type.kind {
        case .declared(let name, _):
            if sealedTypes[name] != nil {
                return module.subclasses(of: name).map(\.qualifiedName)
            }
            return [name]
        case .generic(_, let arguments): return arguments.flatMap { declaredNames(in: $0) }
        default: return []
        }
    }
}
