// The library contracts: one per (library, package) of the library types the module's API names (docs/extract.md).

import KontractCore
import KotlinSourceSyntax

/// A library type as the module names it: its library (Kotlin module name), package and simple name.
struct LibraryTypeReference: Hashable, Sendable {
    var module: String
    var package: String
    var name: String

    var qualified: String { package + "." + name }
}

/// One place the Kotlin read names a library type.
struct LibraryTypeUse: Sendable {
    /// How a supertype list names it: with a constructor call (a class) or without (an interface).
    enum Role: Sendable { case subclassed, implemented }

    var type: LibraryTypeReference
    /// The type arguments written (`Result<T>`: 1).
    var typeArguments: Int
    var location: SourceLocation
    var role: Role?
}

extension ExtractionContext {
    /// Records where a library type is named (`libraryUses`).
    mutating func recordLibraryUse(
        _ type: LibraryTypeReference, typeArguments: Int, at position: KotlinSourcePosition,
        role: LibraryTypeUse.Role? = nil
    ) {
        libraryUses.append(
            LibraryTypeUse(type: type, typeArguments: typeArguments, location: location(position), role: role))
    }

    /// Records how a supertype names a library type: `: Base()` makes it a class, `: Iface` or `: Iface by x` an
    /// interface (the library contract's kind when the table does not know it). `resolution` is the supertype's
    /// (`resolveTypeHead`).
    mutating func recordLibrarySupertype(_ supertype: KotlinSupertypeSyntax, _ resolution: TypeNameResolution?) {
        guard case .library(let type, _) = resolution else { return }
        let calls = supertype.arguments != nil && supertype.delegate == nil
        recordLibraryUse(type, typeArguments: 0, at: supertype.position, role: calls ? .subclassed : .implemented)
    }
}

extension ExtractionContext {
    /// The built-in type of the format (`Flow`, `StateFlow`, `List`) a supertype names, when the format lets no
    /// declaration extend it; nil for `ViewModel`, `Throwable`, the exceptions, and every type of the Kotlin read
    /// or of a library contract. `resolution` is the supertype's (`resolveTypeHead`).
    func builtinSupertypeTheFormatRefuses(_ supertype: KotlinSupertypeSyntax, _ resolution: TypeNameResolution?)
        -> String?
    {
        let name: String
        switch resolution {
        case .asWritten?:
            name =
                supertype.type.prefix { $0 != "<" }.split(separator: ".").map { String($0).withoutBackticks }
                .joined(separator: ".").trimmingWhitespaces
        case .renamed(let renamed)?: name = renamed
        default: return nil
        }
        let isDeclared = typeParametersInScope.contains(name) || index.declaredNames.contains(name)
        guard !isDeclared, LibraryTypes.contractFormatNames.contains(name),
            !Self.extendableBuiltins.contains(name), KotlinStandardException(rawValue: name) == nil
        else { return nil }
        return name
    }

    /// KX0109 for each serialized property (`properties`, or the constructor's `val`s) of a `@Serializable`
    /// declaration whose type names a library type (kotlinconf-app's `val date: LocalDate`): its serializer is not
    /// one Kontract emulates, and validate rejects it (KT0205).
    mutating func reportSerializedLibraryTypes(
        _ members: [(key: String, value: ContractJSON)], of qualified: String, at position: KotlinSourcePosition
    ) {
        let libraryNames = Set(libraryUses.flatMap { [$0.type.name, $0.type.qualified] })
        guard !libraryNames.isEmpty else { return }
        var serialized: [ContractJSON] = []
        for member in members {
            guard case .array(let items) = member.value else { continue }
            if member.key == "properties" { serialized += items }
            if member.key == "constructors" {
                for constructor in items {
                    guard case .array(let parameters)? = constructor["parameters"] else { continue }
                    serialized += parameters.filter { $0["property"] != nil }
                }
            }
        }
        for property in serialized {
            guard case .string(let name)? = property["name"], case .string(let type)? = property["type"] else {
                continue
            }
            let names = type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }.map(String.init)
            guard let library = names.first(where: libraryNames.contains) else { continue }
            let module = libraryUses.first { $0.type.name == library || $0.type.qualified == library }!.type.module
            diagnostics.append(
                .extraction(
                    .librarySerialized,
                    "property '\(qualified).\(name)' is serialized and its type '\(type)' names '\(library)' of "
                        + "library '\(module)', whose serializer is not one Kontract emulates: validate rejects it "
                        + "(KT0205); mark it @Transient in Kotlin, or leave the class out of the contract",
                    at: locations[qualified + "." + name] ?? location(position)))
        }
    }

    /// The names of `declaration`'s properties (constructor `val`s and body properties) whose type names a library
    /// type.
    mutating func libraryTypedProperties(of declaration: KotlinDeclarationSyntax) -> Set<String> {
        var names: Set<String> = []
        let typed =
            (declaration.parameters ?? []).filter { $0.binding != nil }.map { ($0.name, $0.type) }
            + declaration.members.filter { $0.kind == .property }.map { ($0.name, $0.type) }
        for (name, type) in typed {
            guard let type else { continue }
            if namesLibraryType(type) { names.insert(name.trimmingBackticks) }
        }
        return names
    }

    /// The constructor properties of the class `receiver` names (a class of the Kotlin read) whose type names a
    /// library type, resolved in the file declaring the class (its own `State` is no library's).
    mutating func libraryTypedProperties(ofReceiver receiver: String) -> Set<String> {
        let head = receiver.prefix { $0 != "<" && $0 != "?" }.trimmingWhitespaces
        guard let info = index.classes[head] else { return [] }
        var names: Set<String> = []
        for case (let name, let type?) in info.parameters where namesLibraryType(type, in: info.scope) {
            names.insert(name)
        }
        return names
    }

    /// Whether a name in the type `written` (`Map<String, LocalDate>?`) is a library type, in this file or in
    /// `scope`.
    private mutating func namesLibraryType(_ written: String, in scope: ImportScope? = nil) -> Bool {
        written.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "`") }.contains {
            if case .library? = resolveTypeHead(String($0), in: scope) { return true }
            return false
        }
    }

    /// Whether the type `written` (`WindowSizeClass`, `Session?`) is a library type in this file.
    mutating func isLibraryType(_ written: String) -> Bool {
        if case .library? = resolveTypeHead(written) { return true }
        return false
    }

    /// The format's built-in types a class may extend.
    static let extendableBuiltins: Set<String> = ["ViewModel", "Throwable", "Any"]
}

/// Builds the library contracts from every file's uses, in file order.
enum LibraryContracts {
    /// What the uses of one type say.
    private struct Gathered {
        var type: LibraryTypeReference
        var first: SourceLocation
        var typeArguments = 0
        var roles: Set<LibraryTypeUse.Role> = []
    }

    /// `library.MODULE.PACKAGE.kontract.json` (`library.koin-core.org.koin.core.kontract.json`): beside the module's
    /// contracts, sorted together, and never a Kotlin file's contract name (those have no `library.` prefix
    /// unless a Kotlin package starts with `library`, and no module name's `-`).
    static func fileName(module: String, package: String) -> String {
        "library.\(module).\(package).kontract.json"
    }

    /// The library contracts (sorted by file name, their types by name) and their diagnostics: a kind assumed
    /// (KX0106) per type, the members left to the user (KX0107, a note) per contract. A type of a package no
    /// library is known for is no library contract's: what names it is left out (KX0104, `UnresolvedTypes.swift`).
    static func build(
        uses: [[LibraryTypeUse]], module: String
    ) -> (contracts: [ExtractedContract], diagnostics: [Diagnostic]) {
        var gathered: [LibraryTypeReference: Gathered] = [:]
        var order: [LibraryTypeReference] = []
        for use in uses.joined() {
            if gathered[use.type] == nil {
                gathered[use.type] = Gathered(type: use.type, first: use.location)
                order.append(use.type)
            }
            gathered[use.type]!.typeArguments = max(gathered[use.type]!.typeArguments, use.typeArguments)
            if let role = use.role { gathered[use.type]!.roles.insert(role) }
        }
        var diagnostics: [Diagnostic] = []
        let byContract = Dictionary(grouping: order) { fileName(module: $0.module, package: $0.package) }
        var contracts: [ExtractedContract] = []
        for name in byContract.keys.sorted() {
            let types = byContract[name]!.sorted { $0.name < $1.name }.map { gathered[$0]! }
            var declarations: [ContractJSON] = []
            var locations: [String: SourceLocation] = [:]
            for type in types {
                let (json, assumed) = declaration(type)
                declarations.append(json)
                locations[type.type.name] = type.first
                if assumed {
                    diagnostics.append(
                        .extraction(
                            .libraryKindAssumed,
                            "'\(type.type.qualified)' is written as a final class in \(name): the Kotlin read does "
                                + "not say whether it is a class or an interface (no supertype list names it); "
                                + "correct its \"kind\" there if it is an interface, an object or open",
                            at: type.first))
                }
            }
            // The contract's first use in file order (the group keeps `order`'s).
            let first = gathered[byContract[name]![0]]!.first
            let reference = types[0].type
            diagnostics.append(
                .extraction(
                    .libraryMembersUnknown,
                    "\(name) declares \(types.map { "'\($0.type.name)'" }.joined(separator: ", ")) of library "
                        + "'\(reference.module)' with no members and no constructor Swift can call (extract does "
                        + "not read libraries): add the members app code uses", at: first))
            let json = ContractJSON.object([
                ("kontract", .number("1")), ("module", .string(module)), ("library", .string(reference.module)),
                ("package", .string(reference.package)), ("declarations", .array(declarations)),
            ])
            contracts.append(
                ExtractedContract(
                    fileName: name, json: json, kotlinPath: "", locations: locations, library: reference.module))
        }
        return (contracts, diagnostics)
    }

    /// One type's declaration, and whether its kind was assumed.
    private static func declaration(_ type: Gathered) -> (ContractJSON, assumed: Bool) {
        var shape: LibraryTypeShape
        var assumed = false
        if let known = LibraryPackages.shapes[type.type.qualified] {
            shape = known
        } else if type.roles.contains(.subclassed) {
            shape = .class("open")
        } else if type.roles.contains(.implemented) {
            shape = .interface()
        } else {
            shape = .class()
            assumed = true
        }
        if shape.typeParameters.isEmpty, type.typeArguments > 0 {
            shape.typeParameters =
                type.typeArguments == 1 ? ["T"] : (1...type.typeArguments).map { "T\($0)" }
        }
        var keys: [(key: String, value: ContractJSON)] = [
            ("kind", .string(shape.kind)), ("name", .string(type.type.name)),
        ]
        if let modality = shape.modality { keys.append(("modality", .string(modality))) }
        if !shape.typeParameters.isEmpty {
            keys.append(("typeParameters", .array(shape.typeParameters.map { .object([("name", .string($0))]) })))
        }
        if !shape.entries.isEmpty { keys.append(("entries", .array(shape.entries.map(ContractJSON.string)))) }
        if shape.kind == "class" { keys.append(("constructors", .array([]))) }
        return (.object(keys), assumed)
    }
}
