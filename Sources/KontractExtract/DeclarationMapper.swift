// Declarations → contract JSON: data classes, enums, sealed hierarchies, objects, classes and interfaces.

import KontractCore
import KotlinSourceSyntax

/// Why a declaration is not in the contract.
struct NotCarried: Error {
    var reason: String
}

extension ExtractionContext {
    /// The contract kind of a class-like declaration, or nil with the reason the format cannot carry it.
    static func kind(of declaration: KotlinDeclarationSyntax) -> Result<String, NotCarried> {
        switch declaration.kind {
        case .class:
            if declaration.has("annotation") { return .failure(NotCarried(reason: "an annotation class")) }
            if declaration.has("value") || declaration.has("inline") { return .success("value class") }
            if declaration.has("enum") { return .success("enum class") }
            if declaration.has("sealed") {
                // kotlinconf-app's `sealed class ErrorLoadingState<out T : Any>`: the format's sealed types have no
                // type parameters (writing it without them was KT0203 at every use).
                return declaration.typeParameters.isEmpty
                    ? .success("sealed class") : .failure(NotCarried(reason: "a generic sealed class"))
            }
            if declaration.has("data") {
                return declaration.typeParameters.isEmpty
                    ? .success("data class") : .failure(NotCarried(reason: "a generic data class"))
            }
            return .success("class")
        case .interface:
            guard declaration.has("sealed") else { return .success("interface") }
            return declaration.typeParameters.isEmpty
                ? .success("sealed interface") : .failure(NotCarried(reason: "a generic sealed interface"))
        case .object:
            if declaration.name.isEmpty && !declaration.has("companion") {
                return .failure(NotCarried(reason: "an anonymous object"))
            }
            return .success(declaration.has("data") ? "data object" : "object")
        case .typeAlias:
            return .failure(NotCarried(reason: "a nested typealias (the format has typealiases at the top level)"))
        default: return .failure(NotCarried(reason: "a \(declaration.kind.rawValue)"))
        }
    }

    /// One class-like declaration; `sealedParent` is the simple name of the sealed type it is nested in.
    mutating func declaration(_ declaration: KotlinDeclarationSyntax, outer: String) -> ContractJSON? {
        let qualified = outer.isEmpty ? declaration.name : outer + "." + declaration.name
        record(qualified, declaration.position)
        let isEnum = declaration.kind == .class && declaration.has("enum")
        let interop = isEnum ? Self.enumInteropAnnotations : Self.interopAnnotations
        // SKIE's annotations are the declaration's `annotations` (a value class's are not carried yet: KX0103).
        let isValueClass = declaration.has("value") || declaration.has("inline")
        reportUnread(
            isValueClass ? declaration.annotations : Self.withoutCarriedSkie(declaration.annotations, at: .classifier),
            on: qualified, carried: interop)
        let kind: String
        switch Self.kind(of: declaration) {
        case .success(let value): kind = value
        case .failure(let refusal):
            report(
                .declarationNotExtracted, "'\(qualified)' is \(refusal.reason), which the contract format cannot carry",
                at: declaration.position)
            return nil
        }
        // A supertype, bound or constructor property (a data class's, an enum's, a sealed or value class's) naming
        // a type found nowhere leaves the declaration out: without it Swift would see another type.
        let mark = unresolvedMark
        if kind == "value class" {
            let value = valueClass(declaration, qualified: qualified, nested: !outer.isEmpty)
            return leavesOut(since: mark, "value class '\(qualified)'", key: qualified) ? nil : value
        }
        // `class Handler : () -> Unit`: the exporter shows no class for it (validate: KT0508, not emulated yet).
        if let function = declaration.supertypes.first(where: { Self.isFunctionType($0.type) }) {
            report(
                .declarationNotExtracted,
                "'\(qualified)' implements the function type '\(function.type)': the exporter shows no class for it "
                    + "(Swift sees the block wherever the API names it), which the contract format does not emulate "
                    + "yet: it is left out", at: function.position)
            return nil
        }
        let outerTypeParameters = typeParametersInScope
        let outerName = enclosingName
        typeParametersInScope.formUnion(declaration.typeParameters.map(\.name))
        enclosingName = qualified
        defer {
            typeParametersInScope = outerTypeParameters
            enclosingName = outerName
        }
        var members: [(key: String, value: ContractJSON)] = [
            ("kind", .string(kind)), ("name", .string(declaration.name.contractName)),
        ]
        members += interopKeys(declaration.annotations.filter { interop.contains($0.simpleName) }, of: qualified)
        let skie = skieAnnotations(declaration.annotations, at: .classifier, of: qualified)
        if !skie.isEmpty { members.append(("annotations", .array(skie))) }
        if let doc = declaration.doc { members.append(("doc", .string(doc))) }
        members += supertypeKeys(of: declaration, kind: kind, qualified: qualified)
        let isClassLike = kind != "class" && kind != "interface"
        if isClassLike {
            if let serialName = declaration.annotation("SerialName") {
                if let name = serialName.stringArguments?.first {
                    members.append(("serialName", .string(name)))
                } else {
                    report(
                        .annotationNotExtracted, "@SerialName of '\(qualified)' is not a string literal",
                        at: serialName.position)
                }
            }
            if declaration.annotation("Serializable") == nil { members.append(("serializable", .bool(false))) }
        }
        if kind == "class" || kind == "interface" {
            if declaration.has("abstract") { members.append(("modality", .string("abstract"))) }
            if declaration.has("open") { members.append(("modality", .string("open"))) }
            if declaration.has("inner") { members.append(("inner", .bool(true))) }
            if !declaration.typeParameters.isEmpty {
                members.append(
                    ("typeParameters", typeParameters(declaration.typeParameters, variance: true, of: qualified)))
            }
        }
        switch kind {
        case "data class", "object", "data object":
            let mapped = properties(of: declaration, qualified: qualified, objectBody: kind != "data class")
            // `data class A @DefaultArgumentInterop.Enabled constructor(…)`: the format's
            // `"constructor": { "annotations" }`; any other constructor annotation is a warning.
            reportUnread(
                Self.withoutCarriedSkie(declaration.constructorAnnotations, at: .constructor),
                on: qualified + "'s constructor")
            let skie = skieAnnotations(
                declaration.constructorAnnotations, at: .constructor, of: qualified + "'s constructor")
            if !skie.isEmpty { members.append(("constructor", .object([("annotations", .array(skie))]))) }
            if declaration.annotation("Serializable") != nil {
                reportSerializedLibraryTypes(mapped, of: qualified, at: declaration.position)
            }
            members += mapped
        case "enum class":
            members += properties(of: declaration, qualified: qualified, objectBody: false)
            var entries: [ContractJSON] = []
            // An entry's arguments for the constructor's public properties only: a private `val` or a plain
            // parameter is not in the contract (kotlinconf-app's `enum class Type(private val key: String)`).
            let parameters = declaration.parameters ?? []
            let kept = parameters.map { $0.binding != nil && ExtractionContext.isExported($0.modifiers) }
            let keptNames = Set(zip(parameters, kept).filter(\.1).map(\.0.name))
            for value in declaration.enumEntries {
                var value = value
                if kept.contains(false), let arguments = value.arguments {
                    value.arguments = arguments.enumerated().filter { position, argument in
                        argument.name.map(keptNames.contains) ?? (position < kept.count && kept[position])
                    }.map(\.element)
                }
                entries.append(entry(value))
            }
            members.append(("entries", .array(entries)))
        case "class":
            members += classMembers(of: declaration, qualified: qualified)
        case "interface":
            members += classMembers(of: declaration, qualified: qualified, constructors: false)
        case "sealed interface", "sealed class":
            if kind == "sealed class" { members += sealedConstructors(of: declaration, qualified: qualified) }
            members += sealedProperties(of: declaration, qualified: qualified, isClass: kind == "sealed class")
        default:
            break
        }
        members += nested(in: declaration, kind: kind, qualified: qualified)
        if leavesOut(since: mark, "\(kind) '\(qualified)'", key: qualified) { return nil }
        // Found left out before mapping when its own mapping did not leave it out: a sealed type one of whose
        // subclasses elsewhere is (LeftOutDeclarations.swift).
        if let leftOut = index.leftOutTypes[importScope.qualified(qualified.withoutBackticks)] {
            meetLeftOutCause(leftOut.reason, at: declaration.position)
            _ = leavesOut(since: mark, "\(kind) '\(qualified)'", key: qualified)
            return nil
        }
        return .object(members)
    }

    /// A sealed type's abstract properties (`val title: String` in a sealed interface, `abstract val area: Double`
    /// in a sealed class) as `properties`; any other exported member (a function, a property with a value, getter,
    /// receiver, type parameters or annotation) is KX0102 and left out: the format has no place for it yet.
    mutating func sealedProperties(of declaration: KotlinDeclarationSyntax, qualified: String, isClass: Bool)
        -> [(key: String, value: ContractJSON)]
    {
        var properties: [ContractJSON] = []
        for member in declaration.members
        where (member.kind == .property || member.kind == .function) && member.isExportedToObjC {
            let name = member.name.trimmingBackticks
            guard member.kind == .property, let type = member.type, !isClass || member.has("abstract"),
                member.initializer == nil, member.getter == nil, member.setter == nil, member.receiver == nil,
                member.typeParameters.isEmpty, member.annotations.isEmpty
            else {
                let what = member.kind == .property ? "property" : "function"
                let abstract = member.kind == .property ? " (only an abstract property without annotations is)" : ""
                report(
                    .memberNotExtracted,
                    "\(what) '\(qualified).\(member.name)' is a member of a sealed type, which the contract format "
                        + "cannot carry yet\(abstract): it is left out", at: member.position)
                continue
            }
            record(qualified + "." + name, member.position)
            let mark = unresolvedMark
            var keys: [(key: String, value: ContractJSON)] = [
                ("name", .string(name)),
                ("type", .string(resolvedType(type, at: member.position, of: qualified + "." + member.name))),
            ]
            if leavesOut(since: mark, "the property '\(qualified).\(name)'", key: qualified + "." + name) { continue }
            if member.isSettableFromSwift { keys.append(("mutable", .bool(true))) }
            if let doc = member.doc { keys.append(("doc", .string(doc))) }
            properties.append(.object(keys))
        }
        return properties.isEmpty ? [] : [("properties", .array(properties))]
    }

    /// An enum entry: its name, or `{ name, serialName?, arguments? }`.
    mutating func entry(_ entry: KotlinEnumEntrySyntax) -> ContractJSON {
        var keys: [(key: String, value: ContractJSON)] = [("name", .string(entry.name))]
        if let serialName = entry.annotations.first(where: { $0.simpleName == "SerialName" })?.stringArguments?.first {
            keys.append(("serialName", .string(serialName)))
        }
        if let arguments = entry.arguments, !arguments.isEmpty {
            let values = arguments.map { argument in
                (argument.name, constant(argument.value, of: entry.name) ?? .null)
            }
            if values.allSatisfy({ $0.0 == nil }) {
                keys.append(("arguments", .array(values.map(\.1))))
            } else {
                keys.append(("arguments", .object(values.map { ($0.0 ?? "", $0.1) })))
            }
        }
        keys += entryInteropKeys(entry.annotations, of: entry.name)
        if let doc = entry.doc { keys.append(("doc", .string(doc))) }
        return keys.count == 1 ? .string(entry.name) : .object(keys)
    }

    /// `properties` (constructor `val`s, or an object's body properties with their value as `default`),
    /// `derived` and `functions`.
    mutating func properties(
        of declaration: KotlinDeclarationSyntax, qualified: String, objectBody: Bool
    ) -> [(key: String, value: ContractJSON)] {
        var properties: [ContractJSON] = []
        for parameter in declaration.parameters ?? [] where parameter.binding != nil {
            if !ExtractionContext.isExported(parameter.modifiers) {
                // Not in the Swift API. A data class's is still in its JSON, which the format cannot say apart.
                guard declaration.has("data") else { continue }
                report(
                    .memberNotExtracted,
                    "'\(qualified).\(parameter.name)' is a non-public property of a data class: the contract format "
                        + "cannot say one that is serialized but not exported, so it is written as public",
                    at: parameter.position)
            }
            properties.append(property(parameter, of: qualified))
        }
        var derivedProperties: [ContractJSON] = []
        var functions: [ContractJSON] = []
        // Read once per declaration, at its first body property (it walks every property's type).
        var libraryTyped: Set<String>?
        for member in declaration.members where member.isExportedToObjC {
            switch member.kind {
            // An object's body property, and an enum's body `var` with an initializer (`override var foo: Int = 1`,
            // SKIE's overriden_immutable_and_later_mutable_property): each entry's own settable property starting at
            // the initializer's value, which Swift sees as it sees a constructor `var` with that default.
            case .property
            where member.getter == nil
                && (objectBody
                    || (declaration.has("enum") && member.isMutable && member.initializer != nil
                        && member.delegate == nil && member.receiver == nil)):
                record(qualified + "." + member.name.trimmingBackticks, member.position)
                // `const val constant = 42`: the type Kotlin infers for a literal initializer.
                guard let type = member.type ?? member.initializer.flatMap(inferredType) else {
                    report(
                        .memberNotExtracted, "property '\(qualified).\(member.name)' has no declared type",
                        at: member.position)
                    continue
                }
                let mark = unresolvedMark
                var keys = typedValue(
                    name: member.name, type: type, defaultValue: member.initializer,
                    owner: "\(qualified).\(member.name)", at: member.position)
                let name = member.name.trimmingBackticks
                if leavesOut(since: mark, "the property '\(qualified).\(name)'", key: qualified + "." + name) {
                    continue
                }
                // `override var visits: Int = 0` in an object below a sealed type with `var visits`.
                if member.isSettableFromSwift { keys.append(("mutable", .bool(true))) }
                // `@NativeCoroutines val time: StateFlow<Long>`, `@HiddenFromObjC`: what an object property carries.
                reportUnread(
                    Self.withoutCarriedSkie(member.annotations, at: .objectProperty),
                    on: qualified + "." + member.name, carried: carriedObjectAnnotations.union(Self.interopAnnotations))
                keys += Self.mergedAnnotations(
                    annotationList(member.annotations.filter { carriedObjectAnnotations.contains($0.simpleName) }),
                    skieAnnotations(member.annotations, at: .objectProperty, of: qualified + "." + member.name))
                // `@Deprecated("use level", level = DeprecationLevel.ERROR) val legacyLevel = 2`, `@ObjCName`.
                keys += interopKeys(member.annotations, of: qualified + "." + member.name)
                if let doc = member.doc { keys.append(("doc", .string(doc))) }
                properties.append(.object(keys))
            case .property:
                let typed = libraryTyped ?? libraryTypedProperties(of: declaration)
                libraryTyped = typed
                if let value = derived(member, of: qualified, libraryTyped: typed) {
                    derivedProperties.append(value)
                }
            case .function:
                if let value = function(member, of: qualified) { functions.append(value) }
            case .constructor:
                report(
                    .memberNotExtracted, "a secondary constructor of '\(qualified)' is not carried", at: member.position
                )
            default:
                break
            }
        }
        var result: [(key: String, value: ContractJSON)] = []
        if !properties.isEmpty { result.append(("properties", .array(properties))) }
        if !derivedProperties.isEmpty { result.append(("derived", .array(derivedProperties))) }
        if !functions.isEmpty { result.append(("functions", .array(functions))) }
        return result
    }

    /// A plain class's or interface's `constructors`, `properties` and `functions`.
    mutating func classMembers(
        of declaration: KotlinDeclarationSyntax, qualified: String, constructors withConstructors: Bool = true
    ) -> [(key: String, value: ContractJSON)] {
        var constructors: [ContractJSON] = []
        var properties: [ContractJSON] = []
        var functions: [ContractJSON] = []
        var constructorLeftOut = false
        // A constructor with a parameter of a type found nowhere is left out (with the properties it declares):
        // never one Swift would call with fewer arguments than Kotlin's.
        func add(
            _ parameters: [KotlinParameterSyntax], modifiers: [String], annotations: [KotlinAnnotationSyntax],
            doc: String? = nil
        ) {
            let mark = unresolvedMark
            let value = constructor(
                parameters, modifiers: modifiers, annotations: annotations, doc: doc, of: qualified)
            let declared = parameters.filter { $0.binding != nil && ExtractionContext.isExported($0.modifiers) }
            let with =
                declared.isEmpty
                ? ""
                : " (with the properties it declares: " + declared.map { "'\($0.name)'" }.joined(separator: ", ") + ")"
            if leavesOut(since: mark, "a constructor of '\(qualified)'\(with)", key: qualified + ".<init>") {
                constructorLeftOut = true
            } else {
                constructors.append(value)
            }
        }
        if withConstructors, let parameters = declaration.parameters {
            add(
                parameters, modifiers: declaration.constructorModifiers, annotations: declaration.constructorAnnotations
            )
        }
        for member in declaration.members {
            guard member.isExportedToObjC else { continue }
            switch member.kind {
            case .property:
                guard case .object(var keys) = memberProperty(member, of: qualified, inFile: false) else { continue }
                if let initial = flowInitial(member, in: declaration) ?? classPropertyInitial(member) {
                    keys.insert(("initial", initial), at: keys.firstIndex { $0.key == "annotations" } ?? keys.count)
                }
                properties.append(.object(keys))
            case .function:
                if let value = function(member, of: qualified) { functions.append(value) }
            case .constructor where withConstructors:
                add(
                    member.parameters ?? [], modifiers: member.modifiers, annotations: member.annotations,
                    doc: member.doc)
            default:
                break
            }
        }
        var result: [(key: String, value: ContractJSON)] = []
        if constructorLeftOut || (!constructors.isEmpty && !(constructors.count == 1 && constructors[0] == .object([])))
        {
            // Every constructor left out: `[]`, none Swift can call (the contract does not know them).
            result.append(("constructors", .array(constructors)))
        }
        if !properties.isEmpty { result.append(("properties", .array(properties))) }
        if !functions.isEmpty { result.append(("functions", .array(functions))) }
        return result
    }

    /// `annotations`: the constructor's (`@DefaultArgumentInterop.Enabled constructor(…)`): `@Deprecated` is its
    /// `deprecated` key, SKIE's `DefaultArgumentInterop.*` its `annotations`; the others extract does not write yet:
    /// each a KX0103 warning, never dropped silently.
    mutating func constructor(
        _ parameters: [KotlinParameterSyntax], modifiers: [String], annotations: [KotlinAnnotationSyntax] = [],
        doc: String? = nil, of owner: String
    ) -> ContractJSON {
        // `@Deprecated` is the constructor's `deprecated` key (the exporter's deprecatedWarningAndError case).
        reportUnread(
            Self.withoutCarriedSkie(annotations, at: .constructor), on: owner + "'s constructor",
            carried: ["Deprecated"])
        var keys: [(key: String, value: ContractJSON)] = []
        let isExported = ExtractionContext.isExported(modifiers)
        let hidden = isExported ? [] : index.hiddenTypeNames
        // A non-public constructor's plain parameter of a type Swift never sees: Swift cannot call the constructor,
        // and the contract cannot name the type.
        let shown = parameters.filter { parameter in
            guard !hidden.isEmpty, let type = parameter.type,
                parameter.binding == nil || !ExtractionContext.isExported(parameter.modifiers)
            else { return true }
            let names = type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "`") }
            return !names.contains { hidden.contains(String($0).withoutBackticks) }
        }
        let list = shown.map { parameter -> ContractJSON in
            var members = typedValue(
                name: parameter.name, type: Self.constructorParameterType(parameter),
                defaultValue: parameter.defaultValue,
                owner: "\(owner)(\(parameter.name))", at: parameter.position)
            // A private or internal `val` is a constructor parameter only, to Swift.
            if let binding = parameter.binding, ExtractionContext.isExported(parameter.modifiers) {
                members.append(("property", .string(binding)))
            }
            if let doc = parameter.doc { members.append(("doc", .string(doc))) }
            return .object(members)
        }
        if !list.isEmpty { keys.append(("parameters", .array(list))) }
        if let visibility = modifiers.first(where: { ["private", "internal", "protected"].contains($0) }) {
            keys.append(("visibility", .string(visibility)))
        }
        keys += interopKeys(annotations.filter { $0.simpleName == "Deprecated" }, of: owner + "'s constructor")
        let skie = skieAnnotations(annotations, at: .constructor, of: owner + "'s constructor")
        if !skie.isEmpty { keys.append(("annotations", .array(skie))) }
        // A secondary constructor's KDoc (a primary constructor's is the class's).
        if let doc { keys.append(("doc", .string(doc))) }
        return .object(keys)
    }

    /// `supertypes` and `superArguments` of a declaration (a companion object's too, as the object it is).
    mutating func supertypeKeys(of declaration: KotlinDeclarationSyntax, kind: String, qualified: String)
        -> [(key: String, value: ContractJSON)]
    {
        var supertypes: [String] = []
        var superArguments: (key: String, value: ContractJSON)?
        // An internal or private supertype is not in the header: left out without a word, as the type itself is.
        for supertype in declaration.supertypes where supertype.type != "Any" && !isHiddenSupertype(supertype.type) {
            // A data class or sealed type may extend sealed types (and open classes) only: a plain interface
            // (kmm-production-sample's `data class FeedState(…) : State`) is said and left out.
            let simple = supertype.type.splitting(UInt8(ascii: "<")).first.flatMap {
                $0.splitting(UInt8(ascii: ".")).last
            }
            if ["data class", "sealed class", "sealed interface"].contains(kind),
                let simple, index.plainInterfaceNames.contains(String(simple).withoutBackticks)
            {
                report(
                    .memberNotExtracted,
                    "supertype '\(supertype.type)' of \(kind) '\(qualified)' is an interface that is not sealed, which "
                        + "the contract format cannot let a \(kind) extend yet: it is left out",
                    at: supertype.position)
                continue
            }
            let resolution = resolveTypeHead(supertype.type)
            if let builtin = builtinSupertypeTheFormatRefuses(supertype, resolution) {
                // kmm-production-sample's `class CFlow<T> : Flow<T> by origin` (KT0508 in validate).
                report(
                    .memberNotExtracted,
                    "supertype '\(supertype.type)' of \(kind) '\(qualified)' is '\(builtin)', a type the contract "
                        + "format knows but cannot let a declaration extend (only ViewModel, Throwable and the "
                        + "exceptions): it is left out", at: supertype.position)
                continue
            }
            supertypes.append(resolvedType(supertype.type, at: supertype.position, of: qualified))
            recordLibrarySupertype(supertype, resolution)
            superArguments =
                superArguments
                ?? self.superArguments(
                    of: declaration, qualified: qualified, supertype: supertype, resolution: resolution)
        }
        var keys: [(key: String, value: ContractJSON)] = []
        if !supertypes.isEmpty { keys.append(("supertypes", .array(supertypes.map(ContractJSON.string)))) }
        if let superArguments { keys.append(superArguments) }
        return keys
    }

    /// `subclasses` (nested declarations extending the sealed type), `nested` (the others) and `companion`.
    mutating func nested(
        in declaration: KotlinDeclarationSyntax, kind: String, qualified: String
    ) -> [(key: String, value: ContractJSON)] {
        var subclasses: [ContractJSON] = []
        var nested: [ContractJSON] = []
        var companion: ContractJSON?
        let isSealed = kind.hasPrefix("sealed")
        for member in declaration.members where member.isExportedToObjC {
            switch member.kind {
            case .class, .interface, .object, .typeAlias:
                if member.has("companion") {
                    companion = self.companion(member, of: qualified)
                    continue
                }
                // The parent as the subclass names it: `R`, `Outer.R`, `R<T>`.
                let namesParent = { (type: String) -> Bool in
                    let base = ExtractIndex.split(type).base
                    return base == declaration.name || base == qualified || qualified.hasSuffix("." + base)
                        || base.hasSuffix("." + declaration.name)
                }
                let extendsParent = member.supertypes.contains { namesParent($0.type) }
                guard var value = self.declaration(member, outer: qualified) else {
                    if isSealed && extendsParent && wasLeftOut(qualified + "." + member.name) {
                        subclassWasLeftOut(qualified + "." + member.name, of: qualified, at: member.position)
                    }
                    continue
                }
                if isSealed && extendsParent {
                    // A nested subclass names its parent by nesting, not in `supertypes`.
                    if case .object(var keys) = value, let at = keys.firstIndex(where: { $0.key == "supertypes" }),
                        case .array(let types) = keys[at].value
                    {
                        let others = types.filter {
                            if case .string(let type) = $0 { !namesParent(type) } else { true }
                        }
                        if others.isEmpty { keys.remove(at: at) } else { keys[at].value = .array(others) }
                        value = .object(keys)
                    }
                    subclasses.append(value)
                } else {
                    nested.append(value)
                }
            default:
                break
            }
        }
        var result: [(key: String, value: ContractJSON)] = []
        if !subclasses.isEmpty { result.append(("subclasses", .array(subclasses))) }
        if !nested.isEmpty { result.append(("nested", .array(nested))) }
        if let companion { result.append(("companion", companion)) }
        return result
    }

    /// A `companion object` with what the format says of it: its name, supertypes (`companion object :
    /// Factory<Foo>`, as an object's), members and doc; nil when a supertype names a type found nowhere (KX0104:
    /// Swift would see the companion without the conformance and the members it inherits).
    mutating func companion(_ member: KotlinDeclarationSyntax, of owner: String) -> ContractJSON? {
        // What the format cannot say of a companion is named, never dropped: the declarations nested in it.
        for nested in member.members
        where ExtractionContext.isExported(nested.modifiers)
            && [.class, .interface, .object, .typeAlias].contains(nested.kind)
        {
            report(
                .declarationNotExtracted,
                "'\(owner).Companion.\(nested.name)' is declared inside a companion object: the contract format "
                    + "cannot say a declaration nested there; the contract leaves it out",
                at: nested.position)
        }
        var keys: [(key: String, value: ContractJSON)] = []
        if !member.name.isEmpty && member.name != "Companion" { keys.append(("name", .string(member.name))) }
        let qualified = owner + "." + (member.name.isEmpty ? "Companion" : member.name)
        let mark = unresolvedMark
        let supertypes = supertypeKeys(of: member, kind: "object", qualified: qualified)
        if leavesOut(since: mark, "the companion object of '\(owner)'", key: qualified) { return nil }
        keys += properties(of: member, qualified: owner + ".Companion", objectBody: true)
        if let doc = member.doc { keys.append(("doc", .string(doc))) }
        // `@ObjCName("CompanionInObjC", swiftName = "CompanionInSwift") companion object` (the exporter's case).
        keys += interopKeys(member.annotations.filter { $0.simpleName == "ObjCName" }, of: qualified)
        keys += supertypes
        return .object(keys)
    }
}

extension ExtractionContext {
    /// A function type as written (`() -> Unit`, `suspend (Int) -> String`, `Int.() -> Unit`): a `->` outside
    /// angle brackets and parentheses, or a parenthesised start.
    static func isFunctionType(_ type: String) -> Bool {
        var text = Substring(type)
        if text.hasPrefix("suspend") { text = text.dropFirst("suspend".count).drop { $0 == " " } }
        if text.hasPrefix("(") { return true }
        var depth = 0
        // By bytes: the marks are ASCII, and in UTF-8 no byte of another scalar equals one (by Characters the loop
        // cost 19 M of extract's 1,004 M instructions on the bench's 400 files).
        var previous = UInt8(ascii: " ")
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ">") where previous != UInt8(ascii: "-"), UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ">") where previous == UInt8(ascii: "-") && depth == 0: return true
            default: break
            }
            previous = byte
        }
        return false
    }
}
