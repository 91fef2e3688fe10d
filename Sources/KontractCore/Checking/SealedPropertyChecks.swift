// Kotlin's check that each class under a sealed type implements the sealed type's abstract properties (KT0508).

extension CheckContext {
    /// `sealed interface UiState { val title: String }` (or a sealed class's `abstract val`): every data class, object
    /// and enum class below it (nested,
    /// through `supertypes`, or through a sealed class between them) declares `title` (Kotlin: "is not abstract and
    /// does not implement abstract member"), of the same type (a `val` may narrow it: Kotlin accepts it, the generator
    /// reports that it does not emulate it), and a `var` for a `var`. A plain class gets the ones it leaves out
    /// (as for a plain interface's); a sealed type stays abstract.
    mutating func checkSealedInterfaceProperties() {
        for entry in allEntries {
            let kind = entry.declaration.kind
            guard kind == .dataClass || kind.isObject || kind == .enumClass else { continue }
            for (property, interface) in sealedInterfaceProperties(above: entry) {
                checkImplemented(property, of: interface, by: entry)
            }
        }
    }

    /// The abstract properties of the sealed types above `entry`, nearest first, each name once.
    func sealedInterfaceProperties(above entry: IndexedDeclaration) -> [(MemberProperty, IndexedDeclaration)] {
        var result: [(MemberProperty, IndexedDeclaration)] = []
        var names: Set<String> = []
        var visited: Set<String> = []
        var queue = index.sealedParents(of: entry)
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard visited.insert(name).inserted, let parent = index[name], parent.declaration.kind.isSealed else {
                continue
            }
            for property in parent.declaration.memberProperties where names.insert(property.name.value).inserted {
                result.append((property, parent))
            }
            queue += index.sealedParents(of: parent)
        }
        return result
    }

    private mutating func checkImplemented(
        _ property: MemberProperty, of interface: IndexedDeclaration, by entry: IndexedDeclaration
    ) {
        let declaration = entry.declaration
        let name = property.name.value
        let what = "\(declaration.kind.rawValue) '\(declaration.name.value)'"
        let owner = "\(interface.declaration.kind.rawValue) '\(interface.nameInPackage)'"
        let own = declaration.properties.first { $0.name.value == name }
        let derived = declaration.derived.first { $0.name.value == name }
        guard let type = own?.type ?? derived?.type else {
            let place =
                declaration.kind.isObject ? "'properties' (with its value as 'default')" : "'properties' or 'derived'"
            emit(
                .invalidClassSupertype,
                "\(what) does not implement the property '\(name)' of \(owner): give it among its \(place) (Kotlin: is not abstract and does not implement abstract member)",
                at: declaration.name.location)
            return
        }
        let expected = resolve(property.type, in: memberScope(of: interface))
        let actual = resolve(type, in: memberScope(of: entry))
        let narrows = !property.isMutable && ExpressionTypeRules(module: index).isAssignable(actual, to: expected)
        if actual != expected, !narrows {
            emit(
                .invalidClassSupertype,
                "property '\(name)' of \(what) has type '\(type)', but \(owner) declares it '\(property.type)'",
                at: type.location)
        } else if property.isMutable && own?.isMutable != true {
            emit(
                .invalidClassSupertype,
                "property '\(name)' of \(what) must be a `var` (\"mutable\": true): \(owner) declares it a `var`",
                at: (own?.location ?? derived?.location) ?? declaration.name.location)
        }
    }
}
