// SKIE's DefaultArgumentInterop: Swift overloads of a function without each combination of its defaulted parameters.

import KontractCore

/// Builds SKIE's default-argument overloads for the functions of one scope (a file facade, or one type's
/// members), as SKIE 0.10.13 does (`BaseDefaultArgumentGeneratorDelegate`, `RemoveConflictingDefaultArgumentOverloadsPhase`):
///
/// - on for a function when kontract.config.json's `"skie": { "defaultArguments": true }` or its
///   `DefaultArgumentInterop.Enabled` annotation says so (`DefaultArgumentInterop.Disabled` turns it off), and it
///   has at most `maximumDefaultArgumentCount` defaulted parameters; bridge style only (idiomatic models keep
///   Kotlin's defaults as Swift's);
/// - one overload for every non-empty set of defaulted parameters left out (`foo(i:k:)` with both defaulted
///   → `foo(k:)`, `foo(i:)`, `foo()`), each labelled with the Kotlin parameter names and calling the
///   full function with the Kotlin defaults;
/// - an overload whose Swift signature (name, labels, parameter types) another function of the scope
///   already has is removed, and so is an earlier overload leaving out as many parameters with that same
///   signature. A removed overload stays visible as unavailable in Swift (the real framework's API notes
///   mark it `nonswift`: calling it is "'foo(i:)' is unavailable in Swift") when no other declaration has
///   its signature.
///
/// SKIE detects collisions over the whole module, a function of one class against those of the classes it shares
/// an inheritance line with (`Signature`'s receiver: `sharesDirectInheritanceHierarchy`): a scope's `neighbours`
/// are the functions of the other scopes landing on its type or on a superclass, subclass or interface of it
/// (extension functions of other files, the class's members, a subclass's members; DefaultArgumentNeighbours.swift).
/// They take part in the detection with their own overloads; only the scope's own overloads are returned.
struct DefaultArgumentOverloads {
    /// A Kotlin parameter as the overloads need it: a function's, a constructor's or a data class property, with
    /// its default as a constant or (a function's `defaultKotlin`) as Kotlin code.
    typealias KotlinParameter = (
        name: String, type: ResolvedType, defaultValue: ResolvedConstant?, defaultExpression: TypedExpression?
    )

    let context: TranslationContext

    /// True when SKIE generates overloads for `function`.
    func isEnabled(for function: ResolvedFunction) -> Bool {
        guard context.profile.mayHaveDefaultArgumentOverloads else { return false }
        let defaulted = function.parameters.filter(\.hasDefault).count
        return isSwitchedOn(function.annotations) && defaulted > 0
            && defaulted <= context.profile.skie.maximumDefaultArgumentCount(of: function.syntax)
    }

    /// A function's or constructor's `DefaultArgumentInterop.Enabled`/`.Disabled`, else the configuration's switch.
    private func isSwitchedOn(_ annotations: [Located<String>]) -> Bool {
        SKIEAnnotations.switchValue(
            annotations.map(\.value), enabled: SKIEAnnotations.defaultArgumentsEnabled,
            disabled: SKIEAnnotations.defaultArgumentsDisabled) ?? context.profile.skie.defaultArguments
    }

    /// The indices of the parameters each overload keeps, in SKIE's order (every non-empty set of
    /// defaulted parameters left out, the largest first).
    static func keptParameterIndices(_ parameters: [Bool]) -> [[Int]] {
        let defaulted = parameters.indices.filter { parameters[$0] }
        guard !defaulted.isEmpty, defaulted.count < 31 else { return [] }
        var result: [[Int]] = []
        for bitmap in 0..<((1 << defaulted.count) - 1) {
            // Bit n set keeps the n-th defaulted parameter (SKIE's `dropIndices`).
            let omitted = Set(defaulted.enumerated().filter { bitmap & (1 << $0.offset) == 0 }.map(\.element))
            result.append(parameters.indices.filter { !omitted.contains($0) })
        }
        return result
    }

    /// A function of another scope SKIE's collision detection sees beside a scope's own: its Swift declarations,
    /// and whether SKIE gives it overloads (an interface's own functions get none).
    struct Neighbour {
        let function: ResolvedFunction
        let declarations: [SwiftDeclaration]
        let hasOverloads: Bool
    }

    /// The overloads of the scope's functions: `translated` pairs each Kotlin function with the Swift
    /// declarations generated for it; `selfReference` is `Self` (static members) or `self`. `neighbours` join the
    /// collision detection (see the type's doc); `erasures` spell a class type parameter as its bound's Swift type
    /// in the signatures compared (`foo(i: T)` of `B<T : Int>` is `foo(i: Int32)`).
    func overloads(
        of translated: [(function: ResolvedFunction, declarations: [SwiftDeclaration])], selfReference: String,
        neighbours: [Neighbour] = [], erasures: [String: String] = [:]
    ) throws -> [SwiftDeclaration] {
        var candidates: [Candidate] = []
        let entries =
            translated.map { Neighbour(function: $0.function, declarations: $0.declarations, hasOverloads: true) }
            + neighbours
        for (owner, entry) in entries.enumerated() {
            let isOwn = owner < translated.count
            for declaration in entry.declarations {
                guard case .function(let original) = declaration else { continue }
                candidates.append(
                    Candidate(owner: owner, isOwn: isOwn, skipped: 0, function: original, erasures: erasures))
                guard entry.hasOverloads else { continue }
                // The completion-handler shape of a suspend function has one argument more: SKIE's overloads
                // are Kotlin functions, seen through the async shape only.
                // SKIE's hidden `__foo(completionHandler:)` gets none either (Kontract's emulation; the async `__foo` does).
                if SkieHiddenNaming.isHidden(original.name), original.parameters.last?.name == "completionHandler" {
                    continue
                }
                let offset = original.parameters.count - entry.function.parameters.count
                guard offset >= 0, offset <= 1, isEnabled(for: entry.function) else { continue }
                let hasDefault = entry.function.parameters.map(\.hasDefault)
                for kept in Self.keptParameterIndices(hasDefault) {
                    let overload = try overload(
                        of: original, function: entry.function, keeping: kept, offset: offset,
                        selfReference: selfReference)
                    candidates.append(
                        Candidate(
                            owner: owner, isOwn: isOwn, skipped: hasDefault.count - kept.count, function: overload,
                            erasures: erasures))
                }
            }
        }
        let removed = Self.removed(candidates.map { ($0.signature, $0.skipped) })
        // A removed overload stays as unavailable only where no declaration of the scope or of a neighbour (kept or
        // removed: another scope may declare it unavailable too) has its signature: Swift rejects a second one, or
        // one overriding a superclass's from an extension.
        var taken = Set(
            candidates.indices.filter {
                !candidates[$0].isOwn || candidates[$0].skipped == 0 || !removed.contains($0)
            }.map { candidates[$0].signature })
        var result: [SwiftDeclaration] = []
        for (index, candidate) in candidates.enumerated() where candidate.isOwn && candidate.skipped > 0 {
            guard removed.contains(index) else {
                result.append(.function(candidate.function))
                continue
            }
            guard taken.insert(candidate.signature).inserted else { continue }
            var unavailable = candidate.function
            unavailable.attributes.append(
                SwiftAttribute(
                    "available",
                    labelled: [SwiftArgument(.identifier("swift")), SwiftArgument("introduced", .number("999"))]))
            unavailable.doc = [
                "SKIE removes this default-argument overload: another declaration has its Swift signature "
                    + "(on the real framework its API notes make it unavailable in Swift)."
            ]
            result.append(.function(unavailable))
        }
        return result
    }

    /// SKIE's `RemoveConflictingDefaultArgumentOverloadsPhase`: the indices of the overloads (`skipped` > 0) to
    /// remove, visiting the fewest parameters left out first; an overload whose signature an earlier one has is
    /// removed, and so is that earlier one when it leaves out as many parameters.
    static func removed(_ candidates: [(signature: String, skipped: Int)]) -> Set<Int> {
        let order = candidates.indices.sorted { (candidates[$0].skipped, $0) < (candidates[$1].skipped, $1) }
        var removed: Set<Int> = []
        var bySignature: [String: Int] = [:]
        for index in order {
            let candidate = candidates[index]
            if let existing = bySignature[candidate.signature], existing != index {
                if candidate.skipped > 0 { removed.insert(index) }
                if candidates[existing].skipped == candidate.skipped, candidate.skipped > 0 { removed.insert(existing) }
            }
            bySignature[candidate.signature] = index
        }
        return removed
    }

    /// The overloads of a plain class's exported constructors (SKIE's `ConstructorsDefaultArgumentGeneratorDelegate`):
    /// `convenience init`s without each set of defaulted parameters, calling the full initializer with the
    /// Kotlin defaults. The one without any parameter only when a single constructor has every parameter
    /// defaulted; `inherited` (the superclass's `init(a:Int32)` signatures) makes an overload `override`.
    /// Removed overloads are left out (an initializer cannot be declared unavailable beside an equal one).
    func constructorOverloads(
        _ constructors: [(constructor: ResolvedConstructor, initializer: SwiftInitializer)], inherited: Set<String>,
        erasures: [String: String] = [:]
    ) throws -> [SwiftDeclaration] {
        let skie = context.profile.skie
        return try initializerOverloads(
            constructors.map { entry in
                let constructor = entry.constructor.syntax
                let switchedOn = isSwitchedOn(constructor.annotations)
                return (
                    entry.constructor.parameters.map { ($0.name.value, $0.type, $0.defaultValue, nil) },
                    entry.initializer, switchedOn ? skie.maximumDefaultArgumentCount(of: constructor) : nil
                )
            }, inherited: inherited, erasures: erasures, convenience: true)
    }

    /// The overloads of a data class's initializer (its primary constructor's), as SKIE gives every class's
    /// constructor: `A()` for `data class A(val i: Int = 0)`. A struct's delegate without `convenience`; a class's
    /// `init()` overrides `KotlinBase`'s.
    /// `constructor`: the data class's `"constructor"` key, whose `DefaultArgumentInterop.*` annotations switch them
    /// over the configuration.
    func dataClassInitializerOverloads(
        _ properties: [ResolvedProperty], constructor: Constructor?, initializer: SwiftInitializer, isClass: Bool
    ) throws -> [SwiftDeclaration] {
        let skie = context.profile.skie
        let limit = constructor.map { skie.maximumDefaultArgumentCount(of: $0) } ?? skie.maximumDefaultArgumentCount
        return try initializerOverloads(
            [
                (
                    properties.map { ($0.name.value, $0.type, $0.defaultValue, nil) }, initializer,
                    isSwitchedOn(constructor?.annotations ?? []) ? limit : nil
                )
            ], inherited: isClass ? ["init()"] : [], erasures: [:], convenience: isClass)
    }

    /// `limit`: the most defaulted parameters a constructor may have for its overloads; nil when they are off.
    private func initializerOverloads(
        _ constructors: [(parameters: [KotlinParameter], initializer: SwiftInitializer, limit: Int?)],
        inherited: Set<String>, erasures: [String: String], convenience: Bool
    ) throws -> [SwiftDeclaration] {
        guard context.profile.mayHaveDefaultArgumentOverloads, constructors.contains(where: { $0.limit != nil })
        else { return [] }
        let allDefaulted = constructors.filter { entry in
            entry.parameters.allSatisfy { $0.defaultValue != nil }
        }
        // A generic class's `init(i: T)` collides with `init(i: Int32)` when `T : Int` (`erasures`).
        func collisionSignature(_ parameters: [SwiftParameter]) -> String {
            Self.signature(
                of: parameters.map { parameter in
                    var erased = parameter
                    if let type = erasures[parameter.type.description] { erased.type = .named(type) }
                    return erased
                }, name: "init")
        }
        var candidates: [(signature: String, skipped: Int, initializer: SwiftInitializer)] = constructors.map {
            (collisionSignature($0.initializer.parameters), 0, $0.initializer)
        }
        for (kotlinParameters, full, limit) in constructors {
            let hasDefault = kotlinParameters.map { $0.defaultValue != nil }
            let defaulted = hasDefault.filter { $0 }.count
            // An inner class's initializer takes the outer instance first, unlabelled: every overload keeps it.
            let offset = full.parameters.count - kotlinParameters.count
            guard let limit, defaulted > 0, defaulted <= limit, offset == 0 || offset == 1 else {
                continue
            }
            let outer = Array(full.parameters.prefix(offset))
            for kept in Self.keptParameterIndices(hasDefault) where !kept.isEmpty || allDefaulted.count == 1 {
                let (keptParameters, passed) = try keeping(
                    kept, of: kotlinParameters, swift: Array(full.parameters.dropFirst(offset)))
                let parameters = outer + keptParameters
                let arguments = outer.map { SwiftArgument($0.label, .identifier($0.name)) } + passed
                let signature = collisionSignature(parameters)
                let modifiers: [SwiftModifier] =
                    [.public] + (inherited.contains(signature) ? [.override] : []) + (convenience ? [.convenience] : [])
                let overload = SwiftInitializer(
                    modifiers: modifiers, parameters: parameters,
                    body: [.expression(.call(.member(.identifier("self"), "init"), arguments))],
                    doc: ["SKIE's default-argument overload: the parameters left out take their Kotlin defaults."])
                candidates.append((signature, hasDefault.count - kept.count, overload))
            }
        }
        let removed = Self.removed(candidates.map { ($0.signature, $0.skipped) })
        return candidates.indices.filter { candidates[$0].skipped > 0 && !removed.contains($0) }.map {
            .initializer(candidates[$0].initializer)
        }
    }

    /// `name(label:Type,...)`: what Swift's overload resolution tells apart.
    static func signature(of parameters: [SwiftParameter], name: String) -> String {
        let parts = parameters.map { "\($0.label ?? "_"):\($0.type.withoutEscaping)" }
        return "\(name)(\(parts.joined(separator: ",")))"
    }

    /// One overload: `original`'s receiver argument and the kept parameters, calling `original` with the
    /// Kotlin default of each parameter left out.
    private func overload(
        of original: SwiftFunction, function: ResolvedFunction, keeping kept: [Int], offset: Int,
        selfReference: String
    ) throws -> SwiftFunction {
        let receiver = Array(original.parameters.prefix(offset))
        // Kotlin's `this` in a default: the facade function's receiver argument, else the instance.
        let this = receiver.first.map { SwiftExpression.identifier($0.name) } ?? .selfValue
        let (keptParameters, passed) = try keeping(
            kept, of: function.parameters.map { ($0.name.value, $0.type, $0.defaultValue, $0.defaultExpression) },
            swift: Array(original.parameters.dropFirst(offset)), this: this)
        let parameters = receiver + keptParameters
        let arguments =
            receiver.map {
                SwiftArgument(SwiftKeywords.argumentLabel(forParameterLabel: $0.label), .identifier($0.name))
            }
            + passed
        var call = SwiftExpression.call(.member(.identifier(selfReference), original.name), arguments)
        if original.effects.isAsync { call = .await(call) }
        if original.effects.throwing != .none { call = .try(call) }
        return SwiftFunction(
            modifiers: original.modifiers, name: original.name, parameters: parameters,
            returnType: original.returnType,
            body: [original.returnType == nil ? .expression(call) : .return(call)],
            doc: [
                "SKIE's default-argument overload of `\(function.name.value)`: the parameters left out take their Kotlin defaults."
            ],
            effects: original.effects, attributes: original.attributes)
    }

    /// The overloads of a data class's `doCopy(...)`, whose every parameter defaults to the property's
    /// current value (Kotlin's `copy(i: Int = this.i)`): `doCopy(i:)`, `doCopy(k:)`, `doCopy()`.
    func copyOverloads(of copy: SwiftFunction, kotlinNames: [String], members: [String]) -> [SwiftDeclaration] {
        let skie = context.profile.skie
        guard context.profile.mayHaveDefaultArgumentOverloads, skie.defaultArguments,
            !kotlinNames.isEmpty, kotlinNames.count <= skie.maximumDefaultArgumentCount
        else { return [] }
        return Self.keptParameterIndices(kotlinNames.map { _ in true }).map { kept in
            let keptSet = Set(kept)
            let arguments = copy.parameters.indices.map { index in
                SwiftArgument(
                    SwiftKeywords.argumentLabel(forParameterLabel: copy.parameters[index].label),
                    keptSet.contains(index)
                        ? .identifier(copy.parameters[index].name) : .member(.identifier("self"), members[index]))
            }
            var parameters: [SwiftParameter] = []
            for index in kept {
                var parameter = copy.parameters[index]
                parameter.label = Self.label(kotlinNames[index])
                parameters.append(parameter)
            }
            return .function(
                SwiftFunction(
                    modifiers: copy.modifiers, name: copy.name, parameters: parameters, returnType: copy.returnType,
                    body: [.return(.call(.member(.identifier("self"), copy.name), arguments))],
                    doc: ["SKIE's default-argument overload of `copy`: the properties left out keep their values."]))
        }
    }

    /// An overload's argument label: the Kotlin parameter name (its selector is not mangled).
    /// An overload's parameters (the `kept` indices of `swift`, relabelled with their Kotlin names) and the
    /// arguments it passes on: each kept parameter, or the Kotlin default of one left out.
    private func keeping(
        _ kept: [Int], of kotlin: [KotlinParameter],
        swift: [SwiftParameter], this: SwiftExpression = .selfValue
    ) throws -> ([SwiftParameter], [SwiftArgument]) {
        let keptSet = Set(kept)
        var parameters: [SwiftParameter] = []
        var arguments: [SwiftArgument] = []
        for (index, parameter) in kotlin.enumerated() {
            let spelled = swift[index]
            if keptSet.contains(index) {
                var copy = spelled
                copy.label = Self.label(parameter.name)
                parameters.append(copy)
                arguments.append(
                    SwiftArgument(
                        SwiftKeywords.argumentLabel(forParameterLabel: spelled.label), .identifier(spelled.name)))
            } else if let constant = parameter.defaultValue {
                var translator = DefaultValueTranslator(context: context)
                translator.spellsPrimitiveArrays = true
                let value = try translator.expression(constant, type: parameter.type)
                arguments.append(SwiftArgument(SwiftKeywords.argumentLabel(forParameterLabel: spelled.label), value))
            } else if let expression = parameter.defaultExpression {
                let value = DerivedPropertyTranslator.expression(
                    expression, expecting: parameter.type, this: this, context: context)
                arguments.append(SwiftArgument(SwiftKeywords.argumentLabel(forParameterLabel: spelled.label), value))
            }
        }
        return (parameters, arguments)
    }

    static func label(_ kotlinName: String) -> String {
        SwiftKeywords.escaped(kotlinName, at: .parameterLabel)
    }

    /// A function of the scope, original (`skipped` 0) or overload.
    private struct Candidate {
        let owner: Int
        /// False for a neighbour's function or overload, which is compared but not returned.
        let isOwn: Bool
        let skipped: Int
        let function: SwiftFunction
        /// What Swift's overload resolution tells apart: the name, the labels and the parameter types (a class
        /// type parameter as its bound's erasure).
        let signature: String

        init(owner: Int, isOwn: Bool, skipped: Int, function: SwiftFunction, erasures: [String: String]) {
            self.owner = owner
            self.isOwn = isOwn
            self.skipped = skipped
            self.function = function
            let parameters = function.parameters.map { parameter in
                var erased = parameter
                if let type = erasures[parameter.type.description] { erased.type = .named(type) }
                return erased
            }
            signature = DefaultArgumentOverloads.signature(of: parameters, name: function.name)
        }
    }
}
