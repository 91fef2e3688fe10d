// Reports names declared twice: declarations, files, properties, parameters, entries, functions, serial names.

extension CheckContext {
    mutating func checkDuplicates() {
        for (first, second) in index.duplicates {
            emit(
                .duplicateDeclaration,
                "'\(second.nameInPackage)' is already declared in package '\(second.package)' (first at \(locationReference(first.declaration.name.location, from: second.declaration.name.location)))",
                at: second.declaration.name.location)
        }
        checkDuplicateFiles()
        for entry in allEntries {
            checkDuplicateMembers(of: entry)
        }
        for (declaration, file) in index.fileDeclarations {
            checkDuplicateFileMembers(declaration, scope: fileScope(of: file))
        }
        checkSubclassSerialNames()
    }

    /// Two `file` declarations of one package, one facade name and one `sourceSet` (or none). Files of one name
    /// are legal Kotlin in different packages and in different source sets of one package (`commonMain` and
    /// `iosMain`): a klib records a file by its name alone, so the export merges them into one facade (the
    /// generator's SharedFileFacade.swift); the source set is what tells two of one package apart here.
    private mutating func checkDuplicateFiles() {
        let repeats = laterRepeats(in: index.fileDeclarations) { declaration, file in
            "\(file.package.value)/\(declaration.fileFacadeName ?? declaration.name.value)@"
                + (declaration.sourceSet?.value ?? "")
        }
        for ((declaration, file), (first, _)) in repeats {
            let sourceSet = declaration.sourceSet.map { " of source set '\($0.value)'" } ?? " without a 'sourceSet'"
            emit(
                .duplicateDeclaration,
                "file '\(declaration.name.value)'\(sourceSet) is already declared in package '\(file.package.value)' (first at \(locationReference(first.name.location, from: declaration.name.location))); files of one name in one package are told apart by their 'sourceSet'",
                at: declaration.name.location)
        }
    }

    private mutating func checkDuplicateMembers(of entry: IndexedDeclaration) {
        let declaration = entry.declaration
        let owner = "'\(declaration.name.value)'"
        // Constructor properties and derived properties share one namespace.
        var properties = UniqueNames(what: "property", owner: owner, code: .duplicateProperty)
        for property in declaration.properties { properties.add(property.name, &diagnostics) }
        for derived in declaration.derived { properties.add(derived.name, &diagnostics) }
        for member in declaration.memberProperties { properties.add(member.name, &diagnostics) }

        var entries = UniqueNames(what: "entry", owner: owner, code: .duplicateEnumEntry)
        var entrySerialNames = UniqueNames(what: "entry serial name", owner: owner, code: .duplicateSerialName)
        for enumEntry in declaration.entries {
            // A repeated entry is reported once, as a duplicate entry.
            guard entries.add(enumEntry.name, &diagnostics) else { continue }
            entrySerialNames.add(
                Located(enumEntry.jsonName, at: enumEntry.serialName?.location ?? enumEntry.name.location),
                &diagnostics)
        }

        if declaration.kind == .dataClass {
            checkPropertySerialNames(of: declaration, configuration: entry.file.json)
        }
        checkDuplicateFunctions(declaration.functions, scope: memberScope(of: entry), owner: owner)
    }

    /// JSON keys within one class: encoded names and `jsonNames` alternatives must all differ.
    private mutating func checkPropertySerialNames(of declaration: Declaration, configuration: JSONConfiguration) {
        var names = UniqueNames(
            what: "JSON name", owner: "'\(declaration.name.value)'", code: .duplicateSerialName)
        var kotlinNames = Set<String>()
        for property in declaration.properties where !property.isTransient {
            // A repeated property is reported once, as a duplicate property.
            guard kotlinNames.insert(property.name.value).inserted else { continue }
            let location = property.serialName?.location ?? property.name.location
            let encoded = JSONPropertyNames.encodedName(of: property, in: configuration)
            names.add(Located(encoded, at: location), &diagnostics)
            // An alternative equal to the property's own name is redundant, not a clash.
            for alternative in property.jsonNames where alternative.value != encoded {
                names.add(alternative, &diagnostics)
            }
        }
    }

    private mutating func checkDuplicateFileMembers(_ declaration: Declaration, scope: TypeScope) {
        let owner = "file '\(declaration.name.value)'"
        // Extension properties with one name may coexist on different receivers.
        let receivers = declaration.fileProperties.map { property in
            property.receiver.map { display(resolve($0, in: scope)) }
        }
        let properties = zip(declaration.fileProperties, receivers)
        for ((property, receiver), (first, _)) in laterRepeats(in: properties, by: { "\($1 ?? "").\($0.name.value)" }) {
            let on = receiver.map { " on '\($0)'" } ?? ""
            emit(
                .duplicateProperty,
                "property '\(property.name.value)'\(on) is already declared in \(owner) (first at \(locationReference(first.name.location, from: property.name.location)))",
                at: property.name.location)
        }
        checkDuplicateFunctions(declaration.functions, scope: scope, owner: owner)
    }

    /// Parameters within each function, and functions with one name and parameter types (Kotlin's conflicting overloads).
    private mutating func checkDuplicateFunctions(_ functions: [Function], scope: TypeScope, owner: String) {
        var signatures: [String: SourceLocation] = [:]
        for function in functions {
            let scope = scope.including(function.typeParameters)
            var parameters = UniqueNames(
                what: "parameter", owner: "function '\(function.name.value)'", code: .duplicateParameter)
            for parameter in function.parameters { parameters.add(parameter.name, &diagnostics) }

            let types = function.parameters.map { display(resolve($0.type, in: scope)) }
            let receiver = function.receiver.map { display(resolve($0, in: scope)) + "." } ?? ""
            let signature = "\(receiver)\(function.name.value)(\(types.joined(separator: ", ")))"
            // A type that does not resolve is reported already (KT0202) and says nothing of the overload: two
            // different unknown receivers would both print `<error>` and look like one signature.
            if signature.contains("<error>") { continue }
            if let first = signatures[signature] {
                emit(
                    .duplicateFunction,
                    "function '\(signature)' is already declared in \(owner) (first at \(locationReference(first, from: function.name.location)))",
                    at: function.name.location)
            } else {
                signatures[signature] = function.name.location
            }
        }
    }

    /// Every concrete subclass of a sealed hierarchy needs its own discriminator value.
    private mutating func checkSubclassSerialNames() {
        // Only roots: a nested sealed type's leaves are all among its root's.
        for root in index.declarations where root.declaration.kind.isSealed && index.sealedParents(of: root).isEmpty {
            let subclasses = hierarchy.concreteSubclasses(of: root.qualifiedName)
            for (subclass, first) in laterRepeats(in: subclasses, by: SealedHierarchy.serialName(of:)) {
                let serialName = SealedHierarchy.serialName(of: subclass)
                emit(
                    .duplicateSerialName,
                    "serial name '\(serialName)' of '\(subclass.nameInPackage)' is already used by '\(first.nameInPackage)' in sealed hierarchy '\(root.nameInPackage)'",
                    at: subclass.declaration.serialName?.location ?? subclass.declaration.name.location)
            }
        }
    }
}

/// The elements whose key an earlier element already has, each with that first element, in order: the
/// second use of a key is the one reported.
private func laterRepeats<Element>(in elements: some Sequence<Element>, by key: (Element) -> String)
    -> [(later: Element, first: Element)]
{
    var seen: [String: Element] = [:]
    var repeats: [(later: Element, first: Element)] = []
    for element in elements {
        let key = key(element)
        if let first = seen[key] {
            repeats.append((element, first))
        } else {
            seen[key] = element
        }
    }
    return repeats
}

/// Names that must be unique within one owner; the second use of a name is reported.
private struct UniqueNames {
    let what: String
    let owner: String
    let code: DiagnosticCode
    private var seen: [String: SourceLocation] = [:]

    init(what: String, owner: String, code: DiagnosticCode) {
        self.what = what
        self.owner = owner
        self.code = code
    }

    /// Records `name`; false (with a diagnostic) when it was already there.
    @discardableResult
    mutating func add(_ name: Located<String>, _ diagnostics: inout DiagnosticCollector) -> Bool {
        if let first = seen[name.value] {
            diagnostics.emit(
                code,
                "\(what) '\(name.value)' is already declared in \(owner) (first at \(locationReference(first, from: name.location)))",
                at: name.location)
            return false
        }
        seen[name.value] = name.location
        return true
    }
}
