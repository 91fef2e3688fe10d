// SWIFT rules (KD01xx): what stops Swift written against BASE's framework from compiling against HEAD's.

import KontractCore

/// Compares two modules' Swift surfaces, type by type and member by member.
enum SwiftRules {
    static func compare(base: SwiftSurface, head: SwiftSurface, into changes: inout DiffChanges) {
        // A declaration moved to another package keeps its Swift name: Swift code sees no change.
        let headBySwiftName = Dictionary(
            head.types.values.map { ($0.swiftName, $0) }, uniquingKeysWith: { first, _ in first })
        for key in base.types.keys.sorted() {
            guard let old = base.types[key] else { continue }
            let found = head.types[key].flatMap { $0.swiftName == old.swiftName ? $0 : nil }
            guard let new = found ?? (head.types[key] == nil ? headBySwiftName[old.swiftName] : nil) else {
                let renamed = head.types[key].map { " (now '\($0.swiftName)')" } ?? ""
                changes.add(
                    .swiftTypeRemoved, "Swift type '\(old.swiftName)' is gone\(renamed)",
                    head: head.types[key]?.location, base: old.location, subject: old.qualifiedName)
                continue
            }
            compareType(old, new, into: &changes)
        }
    }

    private static func compareType(
        _ old: SwiftTypeSurface, _ new: SwiftTypeSurface, into changes: inout DiffChanges
    ) {
        let subject = old.qualifiedName
        if old.shape != new.shape {
            changes.add(
                .swiftShapeChanged, "'\(new.swiftName)' was a \(old.shape) in Swift and is now a \(new.shape)",
                head: new.location, base: old.location, subject: subject)
        }
        for name in old.properties.keys.sorted() {
            guard let was = old.properties[name] else { continue }
            guard let now = new.properties[name], now.name == was.name else {
                changes.add(
                    .swiftPropertyRemoved, "Swift property '\(new.swiftName).\(was.name)' is gone",
                    head: new.properties[name]?.location ?? new.location, base: was.location,
                    subject: "\(subject).\(name)")
                continue
            }
            if now.type != was.type {
                changes.add(
                    .swiftPropertyTypeChanged,
                    "'\(new.swiftName).\(now.name)' changed Swift type from \(was.type) to \(now.type)",
                    head: now.location, base: was.location, subject: "\(subject).\(name)")
            }
        }
        if let before = old.initializer, let problem = initializerProblem(before, new) {
            changes.add(
                .swiftInitializerChanged,
                "'\(new.swiftName)(\(before.map { "\($0.label):" }.joined()))' no longer compiles: \(problem)",
                head: new.location, base: old.location, subject: "\(subject).init")
        }
        compareCases(old, new, into: &changes)
        if let before = old.protocolRequirements, let after = new.protocolRequirements {
            for name in after.properties.subtracting(before.properties).sorted() {
                guard let property = new.properties[name] else { continue }
                changes.add(
                    .swiftRequirementAdded,
                    "protocol '\(new.swiftName)' requires '\(property.name)' now: Swift classes adopting it lack it",
                    head: property.location, base: old.location, subject: "\(subject).\(name)")
            }
            for name in after.functions.subtracting(before.functions).sorted() {
                guard let function = new.functions[name]?.first else { continue }
                changes.add(
                    .swiftFunctionRequirementAdded,
                    "protocol '\(new.swiftName)' requires '\(function.text)' now: Swift classes adopting it lack it",
                    head: function.location, base: old.location, subject: "\(subject).\(name)")
            }
        }
        for name in old.functions.keys.sorted() {
            guard let was = old.functions[name] else { continue }
            guard let now = new.functions[name] else {
                changes.add(
                    .swiftFunctionRemoved, "Swift function '\(was[0].text)' of '\(new.swiftName)' is gone",
                    head: new.location, base: was[0].location, subject: "\(subject).\(name)")
                continue
            }
            for signature in was where !now.contains(where: { accepts($0, signature) }) {
                changes.add(
                    .swiftFunctionChanged,
                    "'\(signature.text)' of '\(new.swiftName)' is now '\(now.map(\.text).joined(separator: "' or '"))'",
                    head: now[0].location, base: signature.location, subject: "\(subject).\(name)")
            }
        }
    }

    /// Why calls of BASE's data-class initializer `before` do not compile against HEAD's type, or nil: HEAD's
    /// data-class initializer, or else one of its class initializers, must take them.
    private static func initializerProblem(
        _ before: [SwiftTypeSurface.SwiftParameter], _ new: SwiftTypeSurface
    ) -> String? {
        if let after = new.initializer { return initializerProblem(before, after) }
        let initializers = new.functions["<init>"] ?? []
        if initializers.contains(where: { initializerProblem(before, $0.parameters) == nil }) { return nil }
        return initializers.isEmpty
            ? "'\(new.swiftName)' has no such initializer any more"
            : initializerProblem(before, initializers[0].parameters)
    }

    /// Whether every call `before` accepts compiles against `after`.
    static func accepts(_ after: SwiftTypeSurface.SwiftSignature, _ before: SwiftTypeSurface.SwiftSignature) -> Bool {
        after.name == before.name && after.result == before.result
            && initializerProblem(before.parameters, after.parameters) == nil
    }

    /// Why a call written against `before` does not compile against `after`, or nil when it does: every
    /// argument must meet a parameter of the same label and type, in order; HEAD's others need defaults.
    static func initializerProblem(
        _ before: [SwiftTypeSurface.SwiftParameter], _ after: [SwiftTypeSurface.SwiftParameter]
    ) -> String? {
        var position = 0
        for argument in before {
            var skipped: [SwiftTypeSurface.SwiftParameter] = []
            while position < after.count, after[position].label != argument.label {
                skipped.append(after[position])
                position += 1
            }
            guard position < after.count else {
                let moved = after.contains { $0.label == argument.label }
                return moved ? "parameter '\(argument.label)' moved" : "parameter '\(argument.label)' was removed"
            }
            if let added = skipped.first(where: { !$0.hasDefault }) {
                return "parameter '\(added.label)' was added without a Swift default"
            }
            if argument.hasDefault && !after[position].hasDefault {
                return "parameter '\(argument.label)' lost its Swift default"
            }
            if after[position].type != argument.type {
                return "parameter '\(argument.label)' changed type from \(argument.type) to \(after[position].type)"
            }
            position += 1
        }
        if let added = after[position...].first(where: { !$0.hasDefault }) {
            return "parameter '\(added.label)' was added without a Swift default"
        }
        return nil
    }

    private static func compareCases(
        _ old: SwiftTypeSurface, _ new: SwiftTypeSurface, into changes: inout DiffChanges
    ) {
        let subject = old.qualifiedName
        let newCases = Dictionary(new.cases.map { ($0.kotlin, $0) }, uniquingKeysWith: { first, _ in first })
        let oldKotlin = Set(old.cases.map(\.kotlin))
        for value in old.cases {
            guard let now = newCases[value.kotlin], now.swift == value.swift else {
                changes.add(
                    .swiftEnumCaseRemoved, "Swift case '\(new.swiftName).\(value.swift)' is gone",
                    head: newCases[value.kotlin]?.location ?? new.location, base: value.location,
                    subject: "\(subject).\(value.kotlin)")
                continue
            }
        }
        if new.casesAreExhaustive && old.casesAreExhaustive {
            for value in new.cases where !oldKotlin.contains(value.kotlin) {
                changes.add(
                    .swiftEnumCaseAdded,
                    "new case '\(new.swiftName).\(value.swift)' breaks every exhaustive switch over '\(new.swiftName)'",
                    head: value.location, base: old.location, subject: "\(subject).\(value.kotlin)")
            }
        }
        if new.sealedIsExhaustive && old.sealedIsExhaustive {
            for (subclass, sealedCase) in new.sealedCases.sorted(by: { $0.key < $1.key })
            where old.sealedCases[subclass] == nil {
                changes.add(
                    .swiftSealedCaseAdded,
                    "new subclass case '.\(sealedCase.name)' breaks every exhaustive switch over '\(new.swiftName)'",
                    head: sealedCase.location, base: old.location, subject: subclass)
            }
        }
    }
}
