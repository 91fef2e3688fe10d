// `kontract emit-kotlin`: the Kotlin side of a contract as @Serializable Kotlin source.

import Foundation
import KontractCore

/// One emitted Kotlin file.
public struct EmittedKotlinFile: Sendable, Equatable {
    /// A file name derived from the contract's (`search.kt`).
    public var name: String
    public var source: String
    /// The path of the contract file it was written from.
    public var contract = ""
}

/// Writes the serializable declarations of a checked module as Kotlin source: data classes
/// with their defaults and kotlinx annotations, enums, objects and sealed hierarchies.
/// Plain classes (view models) and bridge files are left out: they are not part of the JSON (a plain class
/// holding nested serializable declarations is written as an empty shell around them, one a data class or object
/// extends as an `open`/`abstract` shell; an interface always is one).
public struct KotlinEmitter {
    public let module: CheckedModule
    /// `--api`: also what only Swift sees (plain classes' and interfaces' members, functions, file declarations as
    /// their own files), with `TODO()` bodies: the Kotlin `kontract extract` reads back into the whole contract.
    public let wholeAPI: Bool

    /// What went wrong while emitting (an unsupported default...), as `name: message` lines.
    /// Defaults the emitter cannot write as Kotlin (KG0201 at the default).
    public private(set) var problems: [Diagnostic] = []

    /// The declarations nested in each declaration, by the enclosing one's qualified name, in contract order
    /// (built once: looking them up by a scan of the module per declaration was quadratic).
    private let children: [String: [IndexedDeclaration]]
    /// The plain classes a data class or object extends (`data class User(...) : Entity()`), through their own
    /// superclasses: each written as an `open`/`abstract` shell, so that the subclass's `: Entity()` compiles.
    private let extendedClasses: Set<String>
    /// `--api`: the module's top-level type names one package alone declares, by name (`apiImports`).
    let soleTypePackages: [String: String]

    public init(module: CheckedModule, wholeAPI: Bool = false) {
        self.module = module
        self.wholeAPI = wholeAPI
        children = Dictionary(grouping: module.index.declarations.filter { $0.parent != nil }) { $0.parent ?? "" }
        extendedClasses = Set(
            module.index.declarations.filter { $0.declaration.kind == .dataClass || $0.declaration.kind.isObject }
                .flatMap { module.declaredSuperclasses(of: $0).map(\.qualifiedName) })
        soleTypePackages = wholeAPI ? Self.soleTypePackages(of: module) : [:]
    }

    /// One Kotlin file per contract file, in the contract's package; a library contract's (`"library"`) declares
    /// nothing: the library's Kotlin is the library's own, and Kontract emulates none of its serializers.
    public mutating func emit() -> [EmittedKotlinFile] {
        module.files.flatMap { file in
            let declarations = declarationFiles(of: file)
            let files = wholeAPI && file.library == nil ? [declarations] + facadeFiles(of: file) : [declarations]
            return files.map { emitted in
                var emitted = emitted
                emitted.contract = file.path
                return emitted
            }
        }
    }

    /// The contract's own Kotlin file (`search.kt`): its declarations, but for `file` ones.
    private mutating func declarationFiles(of file: ContractFile) -> EmittedKotlinFile {
        if let library = file.library {
            // No `package` line either: Kotlin refuses a file in package `kotlin` outside the standard library.
            var printer = KotlinSourcePrinter()
            printer.line(
                "// The library contract of '\(library.value)' (package \(file.package.value)): its Kotlin is the library's own."
            )
            return EmittedKotlinFile(name: file.baseName + ".kt", source: printer.text)
        }
        var printer = KotlinSourcePrinter()
        printer.line("@file:OptIn(kotlinx.serialization.ExperimentalSerializationApi::class)")
        printer.line("")
        if !file.package.value.isEmpty { printer.line("package \(KotlinSpelling.package(file.package.value))") }
        printer.line("")
        printer.line("import kotlinx.serialization.*")
        printer.line("import kotlinx.serialization.json.*")
        if wholeAPI { for line in Self.libraryImports + apiImports(for: file.package.value) { printer.line(line) } }
        for platformType in KotlinPlatformImports.platformTypes(namedIn: file) {
            printer.line("import \(platformType)")
        }
        // The aliases as written (the declarations below spell the types they stand for, expanded).
        for alias in file.typeAliases {
            let parameters = alias.typeParameters.map(\.value)
            let generic = parameters.isEmpty ? "" : "<\(parameters.joined(separator: ", "))>"
            printer.line("")
            printer.line("typealias \(KotlinSpelling.identifier(alias.name.value))\(generic) = \(alias.type)")
        }
        // Value classes: the declarations below spell them by name (``ResolvedType/valueClass``).
        for valueClass in file.valueClasses {
            guard let property = valueClass.properties.first else { continue }
            let underlying = module.index.resolveQuietly(
                property.type, in: TypeScope(package: file.package.value))
            printer.line("")
            if let doc = valueClass.doc {
                printer.line(Self.kdoc(doc))
            }
            if valueClass.isSerializable { printer.line("@Serializable") }
            printer.line("@JvmInline")
            printer.line(
                "value class \(KotlinSpelling.identifier(valueClass.name.value))(val \(KotlinSpelling.identifier(property.name.value)): \(KotlinSpelling.type(underlying, in: file.package.value)))"
            )
        }
        for declaration in file.declarations {
            let qualified =
                file.package.value.isEmpty
                ? declaration.name.value : "\(file.package.value).\(declaration.name.value)"
            guard let entry = module[qualified], isEmitted(entry) else { continue }
            printer.line("")
            emit(entry, parentSealed: nil, into: &printer)
        }
        // A `file` declaration of the contract's own name but for case (`Search.kt` beside `search.kt`) is one
        // file on macOS: the declarations' file then takes another name (extract matches declarations by name).
        let clashes =
            wholeAPI
            && file.declarations.contains {
                $0.kind == .file && $0.name.value.lowercased() == file.baseName.lowercased() + ".kt"
            }
        return EmittedKotlinFile(name: file.baseName + (clashes ? ".declarations.kt" : ".kt"), source: printer.text)
    }

    /// One declaration as `emit()` spells it in its file (nil: left out, a view model or a bridge file): what
    /// `kontract docs` shows beside its Swift face.
    public mutating func emit(_ entry: IndexedDeclaration) -> String? {
        guard isEmitted(entry) else { return nil }
        var printer = KotlinSourcePrinter()
        emit(entry, parentSealed: nil, into: &printer)
        return printer.text
    }

    private mutating func emit(
        _ entry: IndexedDeclaration, parentSealed: IndexedDeclaration?, into printer: inout KotlinSourcePrinter
    ) {
        let declaration = entry.declaration
        let name = KotlinSpelling.identifier(declaration.name.value)
        var header: [String] = []
        if declaration.isSerializable && declaration.kind != .plainClass && declaration.kind != .file {
            header.append("@Serializable")
        }
        if let serialName = declaration.serialName {
            header.append("@SerialName(\(KotlinSpelling.string(serialName.value)))")
        }
        let supertypes = supertypeList(entry, parentSealed: parentSealed)
        // A sealed type's abstract properties, which the class implements (`override val title: String`).
        let overridden = sealedInterfaceProperties(above: entry)
        if let doc = declaration.doc { printer.line(Self.kdoc(doc)) }
        for line in declarationAnnotationLines(declaration) { printer.line(line) }
        switch declaration.kind {
        case .dataClass:
            for annotation in header { printer.line(annotation) }
            let keyword = declaration.properties.isEmpty ? "class" : "data class"
            printer.line("\(keyword) \(name)(")
            printer.indent {
                for property in module.model[entry].properties {
                    $0.line(
                        propertyDeclaration(
                            property, in: entry, keyword: bindingKeyword(property, overriding: overridden))
                            + ",")
                }
            }
            let body = derivedBody(entry) + functionBody(entry)
            let nested = nestedDeclarations(of: entry)
            printer.line(")" + supertypes + (body.isEmpty && nested.isEmpty ? "" : " {"))
            if !body.isEmpty || !nested.isEmpty {
                printer.indent { for line in body { $0.line(line) } }
                emitNested(nested, into: &printer)
                printer.line("}")
            }
        case .enumClass:
            for annotation in header { printer.line(annotation) }
            // `enum class Tab(val title: String = "") { HOME("Home"), ...; val upper: String get() = ... }`.
            let properties = module.model[entry].properties
            let constructor =
                properties.isEmpty
                ? ""
                : "("
                    + properties.map {
                        propertyDeclaration(
                            $0, in: entry, annotations: false,
                            keyword: bindingKeyword($0, overriding: overridden, allowingVar: true))
                    }.joined(separator: ", ") + ")"
            let arguments = enumEntryArguments(entry)
            let body = derivedBody(entry) + functionBody(entry)
            printer.line("enum class \(name)\(constructor)\(supertypes) {")
            printer.indent {
                let entries = zip(declaration.entries, arguments).map { entry, arguments in
                    let annotation = entry.serialName.map { "@SerialName(\(KotlinSpelling.string($0.value))) " } ?? ""
                    let call =
                        entry.arguments.isEmpty && entry.namedArguments.isEmpty
                        ? "" : "(" + arguments.joined(separator: ", ") + ")"
                    return entryAnnotations(entry) + annotation + KotlinSpelling.identifier(entry.name.value) + call
                }
                $0.line(entries.joined(separator: ", ") + (nested(in: entry) || !body.isEmpty ? ";" : ""))
                for line in body { $0.line(line) }
            }
            emitNested(nestedDeclarations(of: entry), into: &printer)
            printer.line("}")
        case .object, .dataObject:
            for annotation in header { printer.line(annotation) }
            let keyword = declaration.kind == .dataObject ? "data object" : "object"
            // `companion object` (named only when the contract names it).
            let title =
                declaration.isCompanion
                ? "companion object" + (declaration.name.value == "Companion" ? "" : " \(name)") : "\(keyword) \(name)"
            let members =
                module.model[entry].properties.map { property in
                    // A property whose value the contract does not give (a test sets it in Swift) has no Kotlin
                    // initializer to write; an object's properties are not part of its JSON (`{}`).
                    guard property.defaultValue != nil else {
                        let name = KotlinSpelling.identifier(property.name.value)
                        guard wholeAPI else { return "// \(name): left out, its value is not in the contract" }
                        // `--api`: an initializer that is no constant, which extract reads back as a value-less property.
                        return
                            (propertyAnnotations(property.syntax) + [
                                (property.isMutable ? "var " : "val ") + name + ": "
                                    + "\(property.syntax.type) = TODO()"
                            ]).joined(separator: " ")
                    }
                    return propertyDeclaration(
                        property, in: entry, annotations: false,
                        keyword: bindingKeyword(property, overriding: overridden))
                } + functionBody(entry)
            let nested = nestedDeclarations(of: entry)
            if members.isEmpty && nested.isEmpty {
                printer.line("\(title)\(supertypes)")
            } else {
                printer.line("\(title)\(supertypes) {")
                printer.indent { for member in members { $0.line(String(member)) } }
                emitNested(nested, into: &printer)
                printer.line("}")
            }
        case .sealedClass, .sealedInterface:
            for annotation in header { printer.line(annotation) }
            let keyword = declaration.kind == .sealedClass ? "sealed class" : "sealed interface"
            let nested = children[entry.qualifiedName, default: []].filter(\.isNestedSubclass)
            printer.line("\(keyword) \(name)\(primaryConstructor(entry))\(supertypes) {")
            let modifier = declaration.kind == .sealedClass ? "abstract " : ""
            let abstract = module.model[entry].memberProperties.map {
                (wholeAPI ? $0.syntax.doc.map { Self.kdoc($0) + " " } ?? "" : "") + modifier
                    + ($0.isMutable ? "var " : "val ") + KotlinSpelling.identifier($0.name.value) + ": "
                    + KotlinSpelling.type($0.type, in: entry.package)
            }
            printer.indent { for line in abstract { $0.line(line) } }
            printer.indent { inner in
                for (index, child) in nested.enumerated() {
                    if index > 0 || !abstract.isEmpty { inner.line("") }
                    emit(child, parentSealed: entry, into: &inner)
                }
            }
            emitNested(nestedDeclarations(of: entry), into: &printer)
            printer.line("}")
        case .plainClass where wholeAPI, .interface where wholeAPI:
            emitClassAPI(entry, into: &printer)
        case .plainClass, .interface:
            // A shell: its members are not part of the JSON. A plain class is one only around the serializable
            // declarations nested in it; an interface always, as a property of a serializable class may have its
            // type (KT0211, polymorphic in kotlinx).
            let parameters = declaration.typeParameters.map(\.name.value)
            let generic = parameters.isEmpty ? "" : "<\(parameters.joined(separator: ", "))>"
            let keyword = declaration.kind == .interface ? "interface" : "class"
            if extendedClasses.contains(entry.qualifiedName) {
                let modality = declaration.modality == .final ? "" : declaration.modality.rawValue + " "
                printer.line(
                    "\(modality)\(keyword) \(name)\(generic)\(primaryConstructor(entry))\(superclassCall(of: entry)) {")
            } else {
                printer.line("\(keyword) \(name)\(generic) {")
            }
            printer.line("    // members left out: not part of the JSON")
            emitNested(nestedDeclarations(of: entry), into: &printer)
            printer.line("}")
        case .file:
            break
        }
    }

    /// The declarations nested in `entry` that are not its sealed subclasses (`nested`, `companion`), in contract
    /// order; plain classes are left out as at the top level (they are not part of the JSON).
    func nestedDeclarations(of entry: IndexedDeclaration) -> [IndexedDeclaration] {
        children[entry.qualifiedName, default: []].filter { !$0.isNestedSubclass && isEmitted($0) }
    }

    /// Every declaration but files, and plain classes only when they hold an emitted one.
    private func isEmitted(_ entry: IndexedDeclaration) -> Bool {
        switch entry.declaration.kind {
        case .file: return false
        case .plainClass: return wholeAPI || nested(in: entry) || extendedClasses.contains(entry.qualifiedName)
        default: return true
        }
    }

    private func nested(in entry: IndexedDeclaration) -> Bool { !nestedDeclarations(of: entry).isEmpty }

    /// Nested declarations inside the body being printed, each after a blank line.
    mutating func emitNested(_ nested: [IndexedDeclaration], into printer: inout KotlinSourcePrinter) {
        printer.indent { inner in
            for child in nested {
                inner.line("")
                emit(child, parentSealed: nil, into: &inner)
            }
        }
    }

    /// ` : Parent()` (with its type arguments) for an extended plain class that extends another, else nothing.
    private func superclassCall(of entry: IndexedDeclaration) -> String {
        guard let parent = module.declaredSuperclass(of: entry) else { return "" }
        let resolved =
            module.model[entry].supertypes.first { $0.declaredName == parent.qualifiedName }?.nonNullable
            ?? ResolvedType(.declared(parent.qualifiedName))
        return " : " + KotlinSpelling.type(resolved, in: entry.package) + "()"
    }

    /// `: Parent` / `: Parent()` for the enclosing sealed type and the declared supertypes.
    private mutating func supertypeList(_ entry: IndexedDeclaration, parentSealed: IndexedDeclaration?) -> String {
        var parents: [String] = []
        for name in module.sealedParents(of: entry) {
            guard let parent = module[name] else { continue }
            // With its type arguments (`Base<Int>`) when the contract gives them.
            let resolved =
                module.model[entry].supertypes.first { $0.declaredName == name }?.nonNullable
                ?? ResolvedType(.declared(name))
            let spelled = KotlinSpelling.type(resolved, in: entry.package)
            let isClass = parent.declaration.kind == .sealedClass || parent.declaration.kind == .plainClass
            parents.append(isClass ? spelled + "(\(superArguments(of: entry, to: parent)))" : spelled)
        }
        return parents.isEmpty ? "" : " : " + parents.joined(separator: ", ")
    }

    /// `(val code: Int, var note: String = "")` of `sealed class Result(...)`, `private constructor(...)` when
    /// private; nothing without parameters. A plain class's shell takes its primary constructor when it has no
    /// constructor without parameters (`open class Entity(val id: String)`, which a data class calls with its
    /// `superArguments`).
    private mutating func primaryConstructor(_ entry: IndexedDeclaration) -> String {
        let resolved: [ResolvedConstructorParameter]
        switch module.model[entry].kind {
        case .sealed(let payload): resolved = payload.constructorParameters
        case .plainClass(let payload) where !payload.constructors.contains(where: { $0.parameters.isEmpty }):
            resolved = payload.constructors.first?.parameters ?? []
        default: return ""
        }
        guard !resolved.isEmpty else { return "" }
        let parameters = resolved.map { parameter in
            var text =
                (wholeAPI ? parameter.syntax.doc.map { Self.kdoc($0) + " " } ?? "" : "")
                + (parameter.syntax.binding.map { $0.value.rawValue + " " } ?? "")
                + KotlinSpelling.identifier(parameter.syntax.name.value) + ": "
                + KotlinSpelling.type(parameter.type, in: entry.package)
            if let constant = parameter.defaultValue {
                text += " = " + spelledConstant(constant, parameter.type, in: entry, what: parameter.syntax.name.value)
            }
            return text
        }
        let isPrivate = entry.declaration.constructors?.first?.visibility == .private
        return (isPrivate ? " private constructor" : "") + "(" + parameters.joined(separator: ", ") + ")"
    }

    /// `code = 200, note = c`: what `entry` passes to a sealed class's constructor, or a data class to its plain
    /// superclass's primary constructor, by name (`superArguments`).
    mutating func superArguments(of entry: IndexedDeclaration, to parent: IndexedDeclaration) -> String {
        let parameters: [ResolvedConstructorParameter]
        switch module.model[parent].kind {
        case .sealed(let payload): parameters = payload.constructorParameters
        case .plainClass(let payload): parameters = payload.constructors.first?.parameters ?? []
        default: return ""
        }
        return (module.model[entry].superArguments ?? []).compactMap { argument in
            guard let parameter = parameters.first(where: { $0.name.value == argument.name })
            else { return nil }
            let value: String
            switch argument.value {
            case .constant(let constant):
                value = spelledConstant(constant, parameter.type, in: entry, what: argument.name)
            case .parameter(let name): value = KotlinSpelling.identifier(name)
            }
            return KotlinSpelling.identifier(argument.name) + " = " + value
        }.joined(separator: ", ")
    }

    private mutating func spelledConstant(
        _ constant: ResolvedConstant, _ type: ResolvedType, in entry: IndexedDeclaration, what: String
    ) -> String {
        spelledConstant(constant, type, package: entry.package, what: entry.qualifiedName + "." + what)
    }

    /// `constant` as a Kotlin expression of `type`; `TODO()` with a KG0201 problem naming `what` when it cannot be.
    mutating func spelledConstant(_ constant: ResolvedConstant, _ type: ResolvedType, package: String, what: String)
        -> String
    {
        do {
            return try KotlinDefaultValue(module: module, package: package).expression(constant, type)
        } catch {
            problems.append(
                .generator(
                    .unspellableDefault, "\(what): cannot write \(constant.json): \(error)", at: constant.location))
            return "TODO()"
        }
    }

    /// The names of the abstract properties of the sealed types above `entry`.
    private func sealedInterfaceProperties(above entry: IndexedDeclaration) -> Set<String> {
        var names: Set<String> = []
        var visited: Set<String> = []
        var queue = module.sealedParents(of: entry)
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard visited.insert(name).inserted, let parent = module[name], parent.declaration.kind.isSealed else {
                continue
            }
            names.formUnion(parent.declaration.memberProperties.map(\.name.value))
            queue += module.sealedParents(of: parent)
        }
        return names
    }

    /// `val`, or `override val`/`override var` for a property implementing a sealed interface's; `var` for a mutable
    /// one where the declaration says it (`withVar`: an enum's constructor).
    private func bindingKeyword(
        _ property: ResolvedProperty, overriding overridden: Set<String>, allowingVar withVar: Bool = false
    )
        -> String
    {
        let overrides = overridden.contains(property.name.value)
        let binding = property.isMutable && (withVar || overrides || wholeAPI) ? "var" : "val"
        return overrides ? "override " + binding : binding
    }

    private mutating func propertyDeclaration(
        _ property: ResolvedProperty, in entry: IndexedDeclaration, annotations: Bool = true, keyword: String = "val"
    )
        -> String
    {
        var parts: [String] = propertyAnnotations(property.syntax)
        if annotations {
            if let serialName = property.serialName {
                parts.append("@SerialName(\(KotlinSpelling.string(serialName.value)))")
            }
            if !property.jsonNames.isEmpty {
                parts.append(
                    "@JsonNames(\(property.jsonNames.map { KotlinSpelling.string($0.value) }.joined(separator: ", ")))")
            }
            if property.isRequired { parts.append("@Required") }
            if property.isTransient { parts.append("@Transient") }
            switch property.encodeDefault {
            case .always: parts.append("@EncodeDefault(EncodeDefault.Mode.ALWAYS)")
            case .never: parts.append("@EncodeDefault(EncodeDefault.Mode.NEVER)")
            case nil: break
            }
        }
        let type = property.type
        var text =
            "\(keyword) \(KotlinSpelling.identifier(property.name.value)): \(KotlinSpelling.type(type, in: entry.package))"
        if let constant = property.defaultValue {
            do {
                text +=
                    " = " + (try KotlinDefaultValue(module: module, package: entry.package).expression(constant, type))
            } catch {
                problems.append(
                    .generator(
                        .unspellableDefault,
                        "\(entry.qualifiedName).\(property.name.value): cannot write default \(constant.json): \(error)",
                        at: constant.location))
            }
        }
        return (parts + [text]).joined(separator: " ")
    }

    /// Per entry, the Kotlin arguments of its constructor call, as the contract writes them.
    private mutating func enumEntryArguments(_ entry: IndexedDeclaration) -> [[String]] {
        guard case .enumClass(let payload) = module.model[entry].kind else { return [] }
        var result: [[String]] = []
        for (value, constants) in zip(payload.entries, payload.values) {
            var arguments: [String] = []
            let named = Set(value.namedArguments.map(\.key))
            for (position, (property, constant)) in zip(payload.properties, constants).enumerated()
            where position < value.arguments.count || named.contains(property.name.value) {
                guard let constant else { continue }
                let label =
                    position < value.arguments.count ? "" : KotlinSpelling.identifier(property.name.value) + " = "
                do {
                    arguments.append(
                        label
                            + (try KotlinDefaultValue(module: module, package: entry.package).expression(
                                constant, property.type)))
                } catch {
                    problems.append(
                        .generator(
                            .unspellableDefault,
                            "\(entry.qualifiedName).\(value.name.value): cannot write argument \(constant.json): \(error)",
                            at: constant.location))
                }
            }
            result.append(arguments)
        }
        return result
    }

    /// `--api`: a data class's, object's or enum's member functions (nothing otherwise).
    private mutating func functionBody(_ entry: IndexedDeclaration) -> [String] {
        guard wholeAPI else { return [] }
        return functionsLines(
            entry.declaration.functions, resolved: module.model[entry].functions, in: entry.package, abstract: false)
    }

    /// Derived properties as getters: their `kotlin` expression is Kotlin source already.
    private func derivedBody(_ entry: IndexedDeclaration) -> [String] {
        let overridden = sealedInterfaceProperties(above: entry)
        return module.model[entry].derived.map { derived in
            let type = derived.type
            let keyword = overridden.contains(derived.name.value) ? "override val" : "val"
            return
                "\(keyword) \(KotlinSpelling.identifier(derived.name.value)): \(KotlinSpelling.type(type, in: entry.package)) get() = \(derived.kotlin.value)"
        }
    }
}
