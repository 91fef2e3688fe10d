// KOTLIN rules (KD03xx): what stops Kotlin calling BASE's API from compiling against HEAD's.

import KontractCore

/// Compares the Kotlin declarations: kinds, constructor properties and parameters, members, entries.
/// Top-level functions and properties are matched by package, not file: moving one between files is
/// invisible to Kotlin (Swift sees the facade change: KD0101).
enum KotlinRules {
    /// One callable's parameters as Kotlin calls see them.
    struct Parameter {
        let name: String
        let type: String
        let hasDefault: Bool
        let location: SourceLocation
    }

    static func compare(base: CheckedModule, head: CheckedModule, into changes: inout DiffChanges) {
        for entry in base.index.declarations where entry.declaration.kind != .file {
            let name = entry.qualifiedName
            guard let headEntry = head[name], headEntry.declaration.kind != .file else {
                changes.add(
                    .kotlinDeclarationRemoved, "\(entry.declaration.kind.rawValue) '\(name)' was removed",
                    head: nil, base: entry.declaration.location, subject: name)
                continue
            }
            let old = base.model[entry]
            let new = head.model[headEntry]
            if entry.declaration.kind != headEntry.declaration.kind {
                changes.add(
                    .kotlinKindChanged,
                    "'\(name)' is now a \(headEntry.declaration.kind.rawValue), was a \(entry.declaration.kind.rawValue)",
                    head: headEntry.declaration.location, base: entry.declaration.location, subject: name)
                continue
            }
            if case .dataClass = old.kind {
                compareParameters(
                    parameters(old.properties), parameters(new.properties), callable: "the constructor of '\(name)'",
                    at: headEntry.declaration.location, subject: "\(name).<init>", into: &changes)
            }
            compareConstructors(old, new, name: name, at: headEntry.declaration.location, into: &changes)
            var members: [String: (type: String, location: SourceLocation)] = [:]
            for property in new.derived { members[property.name.value] = ("\(property.type)", property.location) }
            for property in new.memberProperties {
                members[property.name.value] = ("\(property.type)", property.location)
            }
            for property in old.derived.map({ ($0.name.value, "\($0.type)", $0.location) })
                + old.memberProperties.map({ ($0.name.value, "\($0.type)", $0.location) })
            {
                compareMember(
                    property.0, type: property.1, at: property.2, in: members, owner: name,
                    fallback: headEntry.declaration.location, into: &changes)
            }
            let newEntries = Set(headEntry.declaration.entries.map(\.name.value))
            for value in entry.declaration.entries where !newEntries.contains(value.name.value) {
                changes.add(
                    .kotlinMemberRemoved, "entry '\(name).\(value.name.value)' was removed",
                    head: headEntry.declaration.location, base: value.name.location,
                    subject: "\(name).\(value.name.value)")
            }
            compareFunctions(
                old.functions, new.functions, owner: name, at: headEntry.declaration.location, into: &changes)
        }
        compareTopLevel(base: base, head: head, into: &changes)
    }

    private static func parameters(_ properties: [ResolvedProperty]) -> [Parameter] {
        properties.map {
            Parameter(
                name: $0.name.value, type: "\($0.type)", hasDefault: $0.defaultValue != nil, location: $0.location)
        }
    }

    private static func parameters(_ function: ResolvedFunction) -> [Parameter] {
        function.parameters.map {
            Parameter(name: $0.name.value, type: "\($0.type)", hasDefault: $0.hasDefault, location: $0.location)
        }
    }

    /// A call written against `before`, positional or named, must still compile against `after`.
    static func compareParameters(
        _ before: [Parameter], _ after: [Parameter], callable: String, at place: SourceLocation, subject: String,
        into changes: inout DiffChanges
    ) {
        let byName = Dictionary(after.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(before.map(\.name))
        for (index, was) in before.enumerated() {
            guard let now = byName[was.name] else {
                let renamed = index < after.count && !oldNames.contains(after[index].name) ? " or renamed" : ""
                changes.add(
                    .kotlinParameterRenamed, "parameter '\(was.name)' of \(callable) was removed\(renamed)",
                    head: index < after.count ? after[index].location : place, base: was.location,
                    subject: "\(subject).\(was.name)")
                continue
            }
            if now.type != was.type {
                changes.add(
                    .kotlinTypeChanged,
                    "parameter '\(was.name)' of \(callable) changed type from \(was.type) to \(now.type)",
                    head: now.location, base: was.location, subject: "\(subject).\(was.name)")
            }
            if was.hasDefault && !now.hasDefault {
                changes.add(
                    .kotlinDefaultRemoved, "parameter '\(was.name)' of \(callable) lost its default value",
                    head: now.location, base: was.location, subject: "\(subject).\(was.name)")
            }
        }
        let kept = after.filter { oldNames.contains($0.name) }.map(\.name)
        if kept != before.map(\.name).filter({ byName[$0] != nil }) {
            changes.add(
                .kotlinParameterRenamed, "the parameters of \(callable) were reordered: positional calls break",
                head: place, base: before.first?.location, subject: "\(subject).<order>")
        }
        for now in after where !oldNames.contains(now.name) && !now.hasDefault {
            changes.add(
                .kotlinParameterAdded, "parameter '\(now.name)' of \(callable) was added without a default",
                head: now.location, base: nil, subject: "\(subject).\(now.name)")
        }
    }

    private static func compareConstructors(
        _ old: ResolvedDeclaration, _ new: ResolvedDeclaration, name: String, at place: SourceLocation,
        into changes: inout DiffChanges
    ) {
        guard case .plainClass(let before) = old.kind, case .plainClass(let after) = new.kind else { return }
        let visible = after.constructors.filter { $0.visibility == .public }
        for constructor in before.constructors where constructor.visibility == .public {
            let was = constructor.parameters.map {
                Parameter(
                    name: $0.name.value, type: "\($0.type)", hasDefault: $0.defaultValue != nil, location: $0.location)
            }
            let matching = visible.first { $0.parameters.count >= was.count } ?? visible.first
            guard let match = matching else {
                changes.add(
                    .kotlinVisibilityNarrowed, "the public constructor of '\(name)' is no longer public",
                    head: after.constructors.first?.location ?? place, base: constructor.location,
                    subject: "\(name).<init>")
                continue
            }
            let now = match.parameters.map {
                Parameter(
                    name: $0.name.value, type: "\($0.type)", hasDefault: $0.defaultValue != nil, location: $0.location)
            }
            compareParameters(
                was, now, callable: "the constructor of '\(name)'", at: match.location, subject: "\(name).<init>",
                into: &changes)
        }
    }

    private static func compareMember(
        _ name: String, type: String, at base: SourceLocation,
        in members: [String: (type: String, location: SourceLocation)],
        owner: String, fallback: SourceLocation, into changes: inout DiffChanges
    ) {
        guard let now = members[name] else {
            changes.add(
                .kotlinMemberRemoved, "property '\(owner).\(name)' was removed", head: fallback, base: base,
                subject: "\(owner).\(name)")
            return
        }
        if now.type != type {
            changes.add(
                .kotlinTypeChanged, "property '\(owner).\(name)' changed type from \(type) to \(now.type)",
                head: now.location, base: base, subject: "\(owner).\(name)")
        }
    }

    private static func compareFunctions(
        _ before: [ResolvedFunction], _ after: [ResolvedFunction], owner: String, at place: SourceLocation,
        into changes: inout DiffChanges
    ) {
        for function in before {
            let name = function.name.value
            let candidates = after.filter { $0.name.value == name }
            guard
                let now = candidates.first(where: { $0.parameters.count == function.parameters.count })
                    ?? candidates.first
            else {
                changes.add(
                    .kotlinMemberRemoved, "function '\(owner).\(name)' was removed", head: place,
                    base: function.location, subject: "\(owner).\(name)")
                continue
            }
            compareParameters(
                parameters(function), parameters(now), callable: "'\(owner).\(name)'", at: now.location,
                subject: "\(owner).\(name)", into: &changes)
            if "\(function.returns)" != "\(now.returns)" || function.isSuspend != now.isSuspend {
                changes.add(
                    .kotlinTypeChanged,
                    "'\(owner).\(name)' returns \(now.isSuspend ? "suspend " : "")\(now.returns), was \(function.isSuspend ? "suspend " : "")\(function.returns)",
                    head: now.location, base: function.location, subject: "\(owner).\(name)")
            }
        }
    }

    /// Top-level functions and properties, matched within their package.
    private static func compareTopLevel(base: CheckedModule, head: CheckedModule, into changes: inout DiffChanges) {
        func files(_ module: CheckedModule) -> [String: [ResolvedDeclaration]] {
            var byPackage: [String: [ResolvedDeclaration]] = [:]
            for (declaration, file) in module.index.fileDeclarations {
                byPackage[file.package.value, default: []].append(module.model.file(declaration, in: file))
            }
            return byPackage
        }
        let old = files(base)
        let new = files(head)
        for package in old.keys.sorted() {
            let before = old[package] ?? []
            let after = new[package] ?? []
            let place = after.first?.syntax.declaration.location
            compareFunctions(
                before.flatMap(\.functions), after.flatMap(\.functions), owner: package.isEmpty ? "<root>" : package,
                at: place ?? changes.headFallback, into: &changes)
            var members: [String: (type: String, location: SourceLocation)] = [:]
            for property in after.flatMap(\.fileProperties) {
                members[property.name.value] = ("\(property.type)", property.location)
            }
            for property in before.flatMap(\.fileProperties) {
                compareMember(
                    property.name.value, type: "\(property.type)", at: property.location, in: members, owner: package,
                    fallback: place ?? changes.headFallback, into: &changes)
            }
        }
    }
}
