// Kotlin and kotlinx rules about declarations: transient, required, sealed hierarchies, supertypes (KT05xx).

extension CheckContext {
    mutating func checkDeclarationRules() {
        for entry in allEntries {
            let declaration = entry.declaration
            checkPropertyAnnotations(declaration)
            checkNesting(entry)
            // The parser already reports a nested file.
            if let parent = entry.nestingSealedParent, !Self.canBeSealedSubclass(declaration.kind),
                declaration.kind != .file
            {
                emit(
                    .invalidSealedSubclass,
                    "'\(declaration.name.value)' is \(declaration.kind == .enumClass || declaration.kind == .interface ? "an" : "a") \(declaration.kind.rawValue), but a subclass of sealed '\(index[parent]?.nameInPackage ?? parent)' must be a class, data class, object, data object or sealed type",
                    at: declaration.name.location)
            }
            if declaration.kind == .plainClass || declaration.kind == .interface {
                checkClassSupertypes(entry)
                checkSingleSuperclass(entry)
            } else if declaration.kind != .enumClass {  // EnumClassChecks
                checkSealedSupertypes(entry)
                checkInterfaceUnderClass(entry)
                if declaration.kind == .dataClass { checkSingleSuperclass(entry) }
            }
            if declaration.kind.isSealed, hierarchy.subclasses(of: entry.qualifiedName).isEmpty {
                emit(
                    .emptySealedHierarchy,
                    "sealed '\(declaration.name.value)' has no subclasses: nest them in 'subclasses' or name it in their 'supertypes'",
                    at: declaration.name.location)
            }
            if declaration.kind == .dataClass, declaration.properties.isEmpty {
                emit(
                    .dataClassWithoutProperties,
                    "data class '\(declaration.name.value)' has no constructor property; Kotlin requires at least one (use a data object instead)",
                    at: declaration.name.location)
            }
            if declaration.kind == .dataClass, declaration.isSerializable,
                index.sealedParents(of: entry).contains(where: { index[$0]?.declaration.kind.isSealed == true })
            {
                checkDiscriminatorClash(entry)
            }
        }
    }

    private static func canBeSealedSubclass(_ kind: Declaration.Kind) -> Bool {
        kind == .dataClass || kind == .object || kind == .dataObject || kind == .plainClass || kind.isSealed
    }

    /// An interface extends only interfaces: a sealed interface cannot be a subclass of a sealed class.
    private mutating func checkInterfaceUnderClass(_ entry: IndexedDeclaration) {
        guard entry.declaration.kind == .sealedInterface else { return }
        for parentName in index.sealedParents(of: entry) {
            guard let parent = index[parentName], parent.declaration.kind == .sealedClass else { continue }
            let location =
                entry.parent == parentName
                ? entry.declaration.name.location
                : (resolvedSupertypes(of: entry).first { $0.resolved.declaredName == parentName }?.written.location
                    ?? entry.declaration.name.location)
            emit(
                .invalidSealedSubclass,
                "sealed interface '\(entry.declaration.name.value)' cannot extend sealed class '\(parent.nameInPackage)': an interface extends only interfaces (make it a sealed class, or nest it without extending '\(parent.declaration.name.value)')",
                at: location)
        }
    }

    private mutating func checkPropertyAnnotations(_ declaration: Declaration) {
        for property in declaration.properties where property.defaultValue == nil {
            if property.isTransient {
                emit(
                    .transientWithoutDefault,
                    "transient property '\(property.name.value)' needs a default: kotlinx never reads it from JSON",
                    at: property.name.location)
            }
            if property.isRequired {
                emit(
                    .requiredWithoutDefault,
                    "'required' on '\(property.name.value)' changes nothing: a property without a default is required anyway",
                    at: property.name.location)
            }
        }
    }

    /// An object may also extend an `open`/`abstract` plain class (`object O : Base<Int>()`) and adopt an
    /// interface without properties: `""` when `type` is such a supertype, a message when it is one Kontract
    /// refuses, nil when it is neither (the sealed rules apply).
    private func objectSupertypeProblem(_ type: ResolvedType) -> String? {
        guard !type.isNullable, let name = type.declaredName, let parent = index[name] else { return nil }
        switch parent.declaration.kind {
        case .plainClass:
            return parent.declaration.modality.isExtensible
                ? ""
                : "an object cannot extend '\(parent.nameInPackage)': it is final; give it \"modality\": \"open\" or \"abstract\""
        case .interface:
            return parent.declaration.memberProperties.isEmpty
                ? ""
                : "an object adopting the interface '\(parent.nameInPackage)' with properties is not emulated yet"
        default:
            return nil
        }
    }

    /// Data classes, objects and sealed types may only name sealed types (of the same package) as supertypes.
    private mutating func checkSealedSupertypes(_ entry: IndexedDeclaration) {
        for (supertype, resolved) in resolvedSupertypes(of: entry) {
            if case .unresolved = resolved.kind { continue }
            if let problem = functionTypeSupertypeProblem(resolved, of: entry) {
                emit(.invalidClassSupertype, problem, at: supertype.location)
                continue
            }
            if entry.declaration.kind.isObject, let problem = objectSupertypeProblem(resolved) {
                if !problem.isEmpty { emit(.invalidClassSupertype, problem, at: supertype.location) }
                continue
            }
            if entry.declaration.kind == .dataClass, let problem = dataClassSuperclassProblem(resolved, of: entry) {
                if !problem.isEmpty { emit(.invalidClassSupertype, problem, at: supertype.location) }
                continue
            }
            guard let name = resolved.declaredName, let parent = index[name], parent.declaration.kind.isSealed,
                !resolved.isNullable
            else {
                emit(
                    .supertypeNotSealed,
                    "supertype '\(supertype)' of \(entry.declaration.kind.rawValue) '\(entry.declaration.name.value)' is not a sealed class or sealed interface of the module",
                    at: supertype.location)
                continue
            }
            if parent.package != entry.package {
                emit(
                    .supertypeNotSealed,
                    "'\(entry.declaration.name.value)' cannot extend sealed '\(parent.nameInPackage)': a sealed type's subclasses must be in its package '\(parent.package)'",
                    at: supertype.location)
            }
        }
    }

    /// A class may extend `ViewModel` or another declared class.
    private mutating func checkClassSupertypes(_ entry: IndexedDeclaration) {
        for (supertype, resolved) in resolvedSupertypes(of: entry) {
            switch resolved.kind {
            case .unresolved: continue
            case .function:
                emit(
                    .invalidClassSupertype, functionTypeSupertypeProblem(resolved, of: entry) ?? "",
                    at: supertype.location)
                continue
            case .platform(.viewModel) where !resolved.isNullable: continue
            case .platform(.throwable) where !resolved.isNullable && entry.declaration.kind == .plainClass: continue
            case .exception where !resolved.isNullable && entry.declaration.kind == .plainClass: continue
            case .declared(let name, _) where !resolved.isNullable:
                guard let parent = index[name] else { continue }
                if parent.declaration.kind == .plainClass || parent.declaration.kind == .interface { continue }
                if parent.declaration.kind.isSealed {
                    if entry.declaration.kind == .interface {
                        // Reported as KT0508 by the interface checks (a plain interface under a sealed type).
                    } else if parent.package != entry.package {
                        emit(
                            .supertypeNotSealed,
                            "'\(entry.declaration.name.value)' cannot extend sealed '\(parent.nameInPackage)': a sealed type's subclasses must be in its package '\(parent.package)'",
                            at: supertype.location)
                    }
                    continue
                }
            default: break
            }
            emit(
                .invalidClassSupertype,
                "supertype '\(supertype)' of class '\(entry.declaration.name.value)' is neither ViewModel, Throwable or a Kotlin exception class (for a class), nor a declared class or interface",
                at: supertype.location)
        }
    }

    /// A sealed subclass's JSON already has the discriminator key. The Kotlin compiles and decodes; kotlinx
    /// fails only when it encodes the subclass as its sealed parent, so this is a warning.
    private mutating func checkDiscriminatorClash(_ entry: IndexedDeclaration) {
        let configuration = entry.file.json
        for property in entry.declaration.properties where !property.isTransient {
            let name = JSONPropertyNames.encodedName(of: property, in: configuration)
            if name == configuration.classDiscriminator {
                emit(
                    .discriminatorClash,
                    "property '\(property.name.value)' of sealed subclass '\(entry.declaration.name.value)' has the JSON name '\(name)', which is the class discriminator: the Kotlin compiles, but kotlinx fails at run time to encode a '\(entry.declaration.name.value)' as its sealed parent (\"Sealed class '…' cannot be serialized as base class '…'\"); give it another serialName or change json.classDiscriminator",
                    at: property.serialName?.location ?? property.name.location)
            }
        }
    }
}
