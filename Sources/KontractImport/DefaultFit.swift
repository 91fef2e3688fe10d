// A schema's `default` checked against the Kotlin type its property maps to; a misfit is left out (KI0206).

import KontractCore

/// What the JSON values of a mapped type are: enough to tell whether a `default` is one of them, as
/// `kontract validate` does (KT04xx), before the contract is written.
indirect enum ValueShape: Sendable {
    case boolean
    case string
    /// One UTF-16 unit.
    case char
    /// An integer type by its Kotlin name (`Int`, `ULong`): a JSON integer in its range.
    case integer(String)
    case floating(isFloat: Bool)
    /// A list or set: an array of the element's values.
    case list(element: MappedType)
    /// An object whose keys are values of `key` written as strings.
    case map(key: ValueShape, value: MappedType)
    /// An imported enum, data class, data object or sealed type.
    case declaration(SchemaAddress)
}

/// Why a JSON value is not a value of a type: the message and the place of the offending part.
struct DefaultMisfit {
    var message: String
    var location: SourceLocation
}

extension ImportSession {
    /// Checks every `default` the schemas give against its property's type once every declaration is filled; a
    /// misfit is reported at the default (KI0206) and the property takes what an optional property without
    /// `default` takes.
    func checkGivenDefaults() {
        for owner in order {
            guard case .dataClass(var properties)? = declarations[owner]?.kind else { continue }
            let discriminator = fileDiscriminator(of: owner)
            var changed = false
            for index in properties.indices {
                guard let given = properties[index].given else { continue }
                properties[index].given = nil
                changed = true
                guard let misfit = misfit(given, properties[index].mapped, discriminator: discriminator) else {
                    continue
                }
                let address = SchemaAddress(
                    document: properties[index].address.document,
                    pointer: properties[index].address.pointer.appending("default"))
                report(
                    .defaultNotAValue,
                    "the 'default' is not a value of \(properties[index].mapped.written): \(misfit.message); left out",
                    at: address, misfit.location)
                var type = properties[index].mapped
                properties[index].defaultValue = defaultWithout(
                    &type, owner: owner, index: index, address: properties[index].address,
                    keyLocation: properties[index].keyLocation)
                properties[index].type = type.written
            }
            if changed { declarations[owner]?.kind = .dataClass(properties) }
        }
    }

    /// The class discriminator of the file `address`'s declaration is written in (its top-level declaration's);
    /// `kontract validate` reads defaults with it.
    private func fileDiscriminator(of address: SchemaAddress) -> String {
        guard var top = declarations[address] else { return "type" }
        while let outer = top.outer, let enclosing = declarations[outer] { top = enclosing }
        return fileSettings(of: top).discriminator
    }

    /// Why `json` is no value of `type`; nil when it is one.
    func misfit(_ json: LocatedJSON, _ type: MappedType, discriminator: String) -> DefaultMisfit? {
        if case .null = json.value {
            return type.nullable
                ? nil : DefaultMisfit(message: "null for non-nullable \(type.kotlin)", location: json.location)
        }
        return misfit(json, type.shape, discriminator: discriminator)
    }

    private func misfit(_ json: LocatedJSON, _ shape: ValueShape, discriminator: String) -> DefaultMisfit? {
        let found = { (expected: String) in
            DefaultMisfit(message: "expected \(expected), found \(json.value.kindDescription)", location: json.location)
        }
        switch shape {
        case .boolean:
            guard case .bool = json.value else { return found("true or false") }
        case .string:
            guard json.string != nil else { return found("a string") }
        case .char:
            guard let text = json.string, text.utf16.count == 1 else { return found("a one-character string") }
        case .integer(let kotlin):
            guard case .integer(let value) = json.value else { return found("an integer") }
            if let range = IntegerRanges.exact.first(where: { $0.type == kotlin }),
                Double(value) < range.minimum || Double(value) > range.maximum
            {
                return DefaultMisfit(message: "\(value) is out of range for \(kotlin)", location: json.location)
            }
        case .floating(let isFloat):
            switch json.value {
            case .integer: break
            case .real(let value):
                if isFloat && abs(value) > Double(Float.greatestFiniteMagnitude) {
                    return DefaultMisfit(message: "\(value) is out of range for Float", location: json.location)
                }
            default: return found("a number")
            }
        case .list(let element):
            guard let items = json.items else { return found("an array") }
            for item in items {
                if let problem = misfit(item, element, discriminator: discriminator) { return problem }
            }
        case .map(let key, let value):
            guard let members = json.members else { return found("an object") }
            for member in members {
                let keyJSON = LocatedJSON(Self.keyValue(member.key, as: key), at: member.keyLocation)
                if let problem = misfit(keyJSON, key, discriminator: discriminator) {
                    return DefaultMisfit(
                        message: "the key '\(member.key)': \(problem.message)", location: member.keyLocation)
                }
                if let problem = misfit(member.value, value, discriminator: discriminator) { return problem }
            }
        case .declaration(let address):
            return misfit(json, declaredAt: address, discriminator: discriminator)
        }
        return nil
    }

    /// A map key read as kotlinx reads it for `key`: a number or boolean from its text, else the string.
    private static func keyValue(_ key: String, as shape: ValueShape) -> JSONValue {
        switch shape {
        case .integer: Int64(key).map(JSONValue.integer) ?? .string(key)
        case .boolean where key == "true" || key == "false": .bool(key == "true")
        default: .string(key)
        }
    }

    private func misfit(_ json: LocatedJSON, declaredAt address: SchemaAddress, discriminator: String)
        -> DefaultMisfit?
    {
        guard let declaration = declarations[address] else { return nil }
        switch declaration.kind {
        case .enumClass(let entries):
            let names = entries.map { $0.serialName ?? $0.name }
            guard let text = json.string else {
                return DefaultMisfit(
                    message: "expected an entry of \(declaration.simpleName), found \(json.value.kindDescription)",
                    location: json.location)
            }
            return names.contains(text)
                ? nil
                : DefaultMisfit(
                    message:
                        "\"\(text)\" is not an entry of \(declaration.simpleName) (\(names.joined(separator: ", ")))",
                    location: json.location)
        case .dataObject, .dataClass:
            return misfit(json, object: declaration, skipping: nil, discriminator: discriminator)
        case .sealed:
            guard let members = json.members else {
                return DefaultMisfit(
                    message: "expected an object of \(declaration.simpleName), found \(json.value.kindDescription)",
                    location: json.location)
            }
            let subclasses = concreteSubclasses(of: address)
            guard let serialName = members.first(where: { $0.key == discriminator })?.value.string,
                let subclass = subclasses.first(where: { ($0.serialName ?? $0.qualifiedName) == serialName })
            else {
                return DefaultMisfit(
                    message: "'\(discriminator)' does not name a subclass of \(declaration.simpleName)",
                    location: json.location)
            }
            return misfit(json, object: subclass, skipping: discriminator, discriminator: discriminator)
        }
    }

    /// A data class's or data object's value: known keys with fitting values, every required property present.
    private func misfit(
        _ json: LocatedJSON, object declaration: ImportedDeclaration, skipping: String?, discriminator: String
    ) -> DefaultMisfit? {
        guard let members = json.members else {
            return DefaultMisfit(
                message: "expected an object of \(declaration.simpleName), found \(json.value.kindDescription)",
                location: json.location)
        }
        var properties: [ImportedProperty] = []
        if case .dataClass(let all) = declaration.kind { properties = all }
        for member in members where member.key != skipping {
            guard let property = properties.first(where: { ($0.serialName ?? $0.name) == member.key }) else {
                return DefaultMisfit(
                    message: "\(declaration.simpleName) has no property '\(member.key)'", location: member.keyLocation)
            }
            if let problem = misfit(member.value, property.mapped, discriminator: discriminator) { return problem }
        }
        for property in properties where property.isRequired {
            let key = property.serialName ?? property.name
            if !members.contains(where: { $0.key == key }) {
                return DefaultMisfit(
                    message: "the required property '\(key)' of \(declaration.simpleName) is missing",
                    location: json.location)
            }
        }
        return nil
    }

    /// The data classes and data objects below the sealed type at `address`, through sealed subclasses.
    private func concreteSubclasses(of address: SchemaAddress) -> [ImportedDeclaration] {
        var result: [ImportedDeclaration] = []
        var visited: Set<SchemaAddress> = [address]
        var pending = [address]
        while let parent = pending.popLast() {
            for candidate in order.compactMap({ declarations[$0] }) where candidate.parents.contains(parent) {
                guard visited.insert(candidate.address).inserted else { continue }
                if case .sealed = candidate.kind { pending.append(candidate.address) } else { result.append(candidate) }
            }
        }
        return result
    }
}
