// `extract --check`: every difference between committed contracts and the extracted ones, at both places.

import Foundation
import KontractCore

/// Compares extracted contracts with committed ones, ignoring formatting, key order, file layout and `suppress`.
public enum ContractDrift {
    /// A declaration flattened out of its nesting: `package|Outer.Name` → its keys without nested declarations.
    struct Entry {
        var json: ContractJSON
        /// Where it stands: its `name` in the contract, or the Kotlin declaration.
        var location: SourceLocation
        /// Member name (`properties.id`) → its location (committed side only).
        var members: [String: SourceLocation] = [:]
        /// A library contract's type: only its presence is compared (extract writes no members of library types;
        /// the committed contract holds those the user added).
        var isLibrary = false
    }

    /// Keys holding declarations, flattened into entries of their own.
    static let nestingKeys: Set<String> = ["nested", "subclasses"]
    /// Keys that are lists of named members, compared member by member.
    static let memberKeys = ["properties", "derived", "functions", "constructors", "entries"]
    /// Keys extract does not read from Kotlin.
    static let ignoredKeys: Set<String> = ["suppress", "$schema"]

    /// Differences between `extracted` and the committed `contracts` (files read with their locations). What
    /// extract left out for a type found nowhere (`leftOut`, `ExtractionResult.leftOut`: each said by its KX0104) is
    /// no drift: a contract may declare it (with the type declared in a contract of the user's own).
    public static func compare(
        extracted: [ExtractedContract], committed: [(path: String, json: LocatedJSON)], leftOut: Set<String> = []
    ) -> [Diagnostic] {
        var kotlinEntries: [(name: String, entry: Entry)] = []
        for contract in extracted {
            let package = contract.json["package"].flatMap { if case .string(let p) = $0 { p } else { nil } } ?? ""
            guard case .array(let declarations)? = contract.json["declarations"] else { continue }
            for declaration in declarations {
                flatten(declaration, package: package, outer: "") { name, json in
                    let local = display(name)
                    var entry = Entry(
                        json: json, location: contract.locations[local] ?? .start(of: contract.kotlinPath),
                        isLibrary: contract.library != nil)
                    for key in memberKeys {
                        for (member, _) in named(json[key]) {
                            entry.members[key + "." + member] = contract.locations[local + "." + member]
                        }
                    }
                    kotlinEntries.append((name, entry))
                }
            }
        }
        var contractEntries: [(name: String, entry: Entry)] = []
        for file in committed {
            let package =
                file.json.members?.first { $0.key == "package" }.flatMap {
                    if case .string(let p) = $0.value.value { p } else { nil }
                } ?? ""
            guard let declarations = file.json.members?.first(where: { $0.key == "declarations" })?.value.items else {
                continue
            }
            let isLibrary = file.json.members?.contains { $0.key == "library" } ?? false
            for declaration in declarations {
                flattenLocated(declaration, package: package, outer: "") { name, entry in
                    var entry = entry
                    entry.isLibrary = isLibrary
                    contractEntries.append((name, entry))
                }
            }
        }
        let repeated = repeatedFiles(kotlinEntries, contractEntries)
        let (kotlin, kotlinOrder) = keyed(kotlinEntries, repeating: repeated)
        let (contracts, contractOrder) = keyed(contractEntries, repeating: repeated)
        // A type may be written as an alias on one side and as what it stands for on the other (emit-kotlin writes
        // types expanded): Swift and kotlinx see one type, so types are compared expanded.
        var aliases = TypeAliasExpansion()
        for file in committed { aliases.add(contract: ContractJSON(file.json)) }
        for contract in extracted { aliases.add(contract: contract.json) }
        var diagnostics: [Diagnostic] = []
        for name in kotlinOrder where contracts[name] == nil {
            let entry = kotlin[name]!
            diagnostics.append(
                .extraction(
                    .missingFromContract,
                    "\(kind(entry.json)) '\(display(name))' is in the Kotlin but in no committed contract",
                    at: entry.location))
        }
        for name in contractOrder {
            let contract = contracts[name]!
            // A library type the Kotlin no longer names is still the library's: only a missing one is drift.
            if contract.isLibrary { continue }
            guard let source = kotlin[name] else {
                if isLeftOut(name, in: leftOut) { continue }
                diagnostics.append(
                    .extraction(
                        .missingFromKotlin,
                        "\(kind(contract.json)) '\(display(name))' is in the contract but not in the Kotlin",
                        at: contract.location))
                continue
            }
            diagnostics += differences(
                display(name), contract: contract, kotlin: source, aliases: aliases,
                leftOut: { isLeftOut(name + "." + $0, in: leftOut) })
        }
        return diagnostics
    }

    static func display(_ name: String) -> String { String(name.split(separator: "|").last ?? "") }

    /// `package|Name.kt` of `file` declarations declared more than once on either side: files of one name in one
    /// package, each its source set's (`commonMain` and `iosMain`; one facade in the export).
    static func repeatedFiles(_ sides: [(name: String, entry: Entry)]...) -> Set<String> {
        var repeated = Set<String>()
        for side in sides {
            var seen = Set<String>()
            for (name, entry) in side where kind(entry.json) == "file" && !seen.insert(name).inserted {
                repeated.insert(name)
            }
        }
        return repeated
    }

    /// Entries by name, in first-seen order; a repeated file's name gets `@` and its source set, so each source
    /// set's file is compared with its own.
    static func keyed(_ entries: [(name: String, entry: Entry)], repeating repeated: Set<String>)
        -> (entries: [String: Entry], order: [String])
    {
        var byName: [String: Entry] = [:]
        var order: [String] = []
        for (name, entry) in entries {
            var key = name
            if repeated.contains(name), case .string(let sourceSet)? = entry.json["sourceSet"] {
                key += "@" + sourceSet
            }
            if byName[key] == nil { order.append(key) }
            byName[key] = entry
        }
        return (byName, order)
    }

    static func kind(_ json: ContractJSON) -> String {
        if case .string(let kind)? = json["kind"] { return kind }
        return "declaration"
    }

    /// One declaration's keys compared: members by name, everything else as a whole.
    /// `leftOut` says whether a member (`load`, `<init>`) was left out by extract (KX0104): not compared.
    static func differences(
        _ name: String, contract: Entry, kotlin: Entry, aliases: TypeAliasExpansion,
        leftOut: (String) -> Bool = { _ in false }
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let keys = Set(keys(of: contract.json) + keys(of: kotlin.json))
        for key in keys.sorted() where !ignoredKeys.contains(key) && !(key == "constructors" && leftOut("<init>")) {
            let ours = withoutDefault(key, contract.json[key])
            let theirs = withoutDefault(key, kotlin.json[key])
            if key == "constructors", (ours == .array([])) != (theirs == .array([])) {
                // `[]` (no constructor Swift can call) against the implicit `constructor()` or others.
                diagnostics.append(
                    .extraction(
                        .differsFromKotlin,
                        "'constructors' of '\(name)' differs: the contract has \(ours.map(text) ?? "none"), the Kotlin "
                            + "(\(kotlin.location)) \(theirs.map(text) ?? "none")", at: contract.location))
            } else if memberKeys.contains(key) {
                let committed = named(ours)
                let source = named(theirs)
                let committedNames = Set(committed.map(\.0))
                for (member, _) in source where !committedNames.contains(member) {
                    diagnostics.append(
                        .extraction(
                            .missingFromContract,
                            "\(singular(key)) '\(name).\(member)' is in the Kotlin (\(kotlinLocation(key, member, kotlin))) but not in the contract",
                            at: contract.location))
                }
                for (member, value) in committed {
                    let location = contract.members[key + "." + member] ?? contract.location
                    guard let other = source.first(where: { $0.0 == member })?.1 else {
                        // An overload is named with its parameter types (`load(Int)`): left out by its name.
                        let bare = value["name"].flatMap { if case .string(let name) = $0 { name } else { nil } }
                        if leftOut(bare ?? String(member.prefix { $0 != "(" })) { continue }
                        diagnostics.append(
                            .extraction(
                                .missingFromKotlin,
                                "\(singular(key)) '\(name).\(member)' is in the contract but not in the Kotlin",
                                at: location))
                        continue
                    }
                    if normalised(value, aliases: aliases) != normalised(other, aliases: aliases) {
                        diagnostics.append(
                            .extraction(
                                .differsFromKotlin,
                                "\(singular(key)) '\(name).\(member)' differs: the contract has \(text(value)), "
                                    + "the Kotlin (\(kotlinLocation(key, member, kotlin))) \(text(other))",
                                at: location))
                    }
                }
            } else if normalised(.object([(key, ours ?? .null)]), aliases: aliases)
                != normalised(.object([(key, theirs ?? .null)]), aliases: aliases)
            {
                // Compared under their key: what a key's default spelling means (`"deprecated": "m"`) is the key's.
                diagnostics.append(
                    .extraction(
                        .differsFromKotlin,
                        "'\(key)' of '\(name)' differs: the contract has \(ours.map(text) ?? "none"), the Kotlin "
                            + "(\(kotlin.location)) \(theirs.map(text) ?? "none")",
                        at: contract.location))
            }
        }
        return diagnostics.sorted { $0.location < $1.location }
    }

    /// nil for `"constructors": [ {} ]` (or its one constructor with `"parameters": []`): Kotlin's implicit
    /// `constructor()`, which no key says too.
    static func withoutDefault(_ key: String, _ value: ContractJSON?) -> ContractJSON? {
        guard key == "constructors", let value, normalised(value) == .array([.object([])]) else { return value }
        return nil
    }

    /// Where a member stands in the Kotlin (its declaration's place when not recorded).
    static func kotlinLocation(_ key: String, _ member: String, _ entry: Entry) -> String {
        "\(entry.members[key + "." + member] ?? entry.location)"
    }

    static func singular(_ key: String) -> String {
        switch key {
        case "properties": "property"
        case "derived": "derived property"
        case "functions": "function"
        case "constructors": "constructor"
        default: "entry"
        }
    }

    static func keys(of json: ContractJSON) -> [String] {
        guard case .object(let members) = json else { return [] }
        return members.map(\.key)
    }

    /// Members by name (an entry written as a bare string is its own name; a constructor by its position).
    /// Overloads (functions of one name) are told apart by their parameter types, and by their receivers: `a(Int,
    /// Int)`, `Long.days()` beside `Int.days()` (Kotlin's extensions of one name and parameters on other types).
    static func named(_ json: ContractJSON?) -> [(String, ContractJSON)] {
        guard case .array(let items)? = json else { return [] }
        let members: [(String, ContractJSON)] = items.enumerated().map { offset, item in
            if case .string(let name) = item { return (name, .object([("name", item)])) }
            if case .string(let name)? = item["name"] { return (name, item) }
            return ("#\(offset + 1)", item)
        }
        var counts: [String: Int] = [:]
        for (name, _) in members { counts[name, default: 0] += 1 }
        return members.map { name, item in
            guard counts[name]! > 1 else { return (name, item) }
            var types: [String] = []
            if case .array(let parameters)? = item["parameters"] {
                for case .string(let type)? in parameters.map({ $0["type"] }) {
                    types.append(TypeAliasExpansion.withoutParameterNames(type))
                }
            }
            let receiver = item["receiver"].flatMap { if case .string(let type) = $0 { type + "." } else { nil } }
            return ((receiver ?? "") + name + "(" + types.joined(separator: ", ") + ")", item)
        }
    }

    /// `normalised` with types compared expanded (`aliases`) and without spaces.
    static func normalised(_ json: ContractJSON, aliases: TypeAliasExpansion) -> ContractJSON {
        aliases.expandingTypes(normalised(json))
    }

    /// Key order, number spelling (`1` and `1.0`), an enum entry written as a bare name, and a key written with
    /// the format's default ignored: `"parameters": []`, `"throws": false`, and `"constructors": [ {} ]` (Kotlin's
    /// implicit `constructor()`, what no key says; `[]`, no constructor Swift can call, stays); `"throws":
    /// ["Throwable"]` is `true`; `"deprecated": { "message": m, "level": "WARNING" }` is `"deprecated": m`.
    static func normalised(_ json: ContractJSON) -> ContractJSON {
        switch json {
        case .number(let text):
            if let integer = Int64(text) { return .number(String(integer)) }
            if let real = Double(text) {
                return real.rounded() == real && abs(real) < 1e15 ? .number(String(Int64(real))) : .number(String(real))
            }
            return json
        case .array(let items): return .array(items.map(normalised))
        case .object(let members):
            return .object(
                members.filter { !ignoredKeys.contains($0.key) }.map {
                    // `true` means `@Throws(Throwable::class)`.
                    if $0.key == "throws" && $0.value == .array([.string("Throwable")]) { return ($0.key, .bool(true)) }
                    // `@Deprecated`'s level is WARNING unless it says otherwise.
                    if $0.key == "deprecated", case .object(let fields) = $0.value, fields.count == 2,
                        $0.value["level"] == .string("WARNING"), let message = $0.value["message"]
                    {
                        return ($0.key, message)
                    }
                    return ($0.key, normalised($0.value))
                }.filter {
                    !($0.key == "parameters" && $0.value == .array([]))
                        && !($0.key == "constructors" && $0.value == .array([.object([])]))
                        && !($0.key == "throws" && $0.value == .bool(false))
                }
            ).sortingKeys
        default: return json
        }
    }

    static func text(_ json: ContractJSON) -> String {
        json.inline ?? "a declaration"
    }

    // MARK: Flattening

    static func flatten(
        _ declaration: ContractJSON, package: String, outer: String, _ add: (String, ContractJSON) -> Void
    ) {
        guard case .object(let members) = declaration, case .string(let name)? = declaration["name"] else { return }
        let qualified = outer.isEmpty ? name : outer + "." + name
        add(package + "|" + qualified, .object(members.filter { !nestingKeys.contains($0.key) }))
        for member in members where nestingKeys.contains(member.key) {
            guard case .array(let items) = member.value else { continue }
            for item in items { flatten(item, package: package, outer: qualified, add) }
        }
    }

    static func flattenLocated(
        _ declaration: LocatedJSON, package: String, outer: String, _ add: (String, Entry) -> Void
    ) {
        guard let members = declaration.members,
            let nameMember = members.first(where: { $0.key == "name" }),
            case .string(let name) = nameMember.value.value
        else { return }
        let qualified = outer.isEmpty ? name : outer + "." + name
        var entry = Entry(
            json: .object(members.filter { !nestingKeys.contains($0.key) }.map { ($0.key, ContractJSON($0.value)) }),
            location: nameMember.value.location)
        for key in memberKeys {
            for item in members.first(where: { $0.key == key })?.value.items ?? [] {
                if case .string(let member) = item.value {
                    entry.members[key + "." + member] = item.location
                } else if let named = item.members?.first(where: { $0.key == "name" }),
                    case .string(let member) = named.value.value
                {
                    entry.members[key + "." + member] = item.location
                }
            }
        }
        add(package + "|" + qualified, entry)
        for member in members where nestingKeys.contains(member.key) {
            for item in member.value.items ?? [] { flattenLocated(item, package: package, outer: qualified, add) }
        }
    }
}
