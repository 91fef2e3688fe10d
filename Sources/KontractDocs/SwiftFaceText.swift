// A declaration's Swift face as Swift text, read off the differ's `SwiftSurface` (the projection, never re-resolved).

import KontractCore
import KontractDiff
import KontractGenerator

/// One column of a declaration: its Swift text under one configuration and the notes next to its members.
struct SwiftFace {
    /// The configuration's title (`Objective-C export`, `SKIE`, `swift style`).
    let title: String
    let code: String
    /// Rename and default-argument notes, one sentence each.
    let notes: [String]
}

/// The constant Kotlin defaults of a declaration's initializer and functions, by Kotlin parameter name.
private struct DefaultConstants {
    var initializer: [String: (ResolvedConstant, ResolvedType)] = [:]
    /// By the function's location (a surface signature keeps its function's location).
    var functions: [SourceLocation: [String: (ResolvedConstant, ResolvedType)]] = [:]

    init(_ resolved: ResolvedDeclaration) {
        for property in resolved.properties {
            if let value = property.defaultValue { initializer[property.name.value] = (value, property.type) }
        }
        if case .plainClass(let payload) = resolved.kind {
            for parameter in payload.constructors.flatMap(\.parameters) {
                if let value = parameter.defaultValue, initializer[parameter.syntax.name.value] == nil {
                    initializer[parameter.syntax.name.value] = (value, parameter.type)
                }
            }
        }
        for function in resolved.functions {
            for parameter in function.parameters {
                if let value = parameter.defaultValue {
                    functions[function.location, default: [:]][parameter.name.value] = (value, parameter.type)
                }
            }
        }
    }
}

/// Spells a `SwiftTypeSurface` as the Swift declarations code written against the framework sees.
enum SwiftFaceText {
    /// `spelling` spells a restored default as the configuration's generated Swift does (`= ""`, `= []`).
    static func face(
        _ surface: SwiftTypeSurface, _ resolved: ResolvedDeclaration, title: String,
        spelling: SwiftDefaultSpelling? = nil
    ) -> SwiftFace {
        var lines: [String] = []
        var notes: [String] = []
        let isFacade = surface.shape == "facade"
        let isStruct = surface.shape == "valueStruct"
        lines.append("public \(keyword(surface.shape, resolved.kind)) \(surface.swiftName) {")
        let defaults = Dictionary(
            resolved.properties.compactMap { property in property.defaultValue.map { (property.name.value, $0.json) } },
            uniquingKeysWith: { first, _ in first })
        let constants = DefaultConstants(resolved)
        if let initializer = surface.initializer {
            let list = initializer.map {
                parameter($0, spelled: spelled($0, constants.initializer[$0.kotlinName], spelling))
            }
            lines.append("    public init(\(list.joined(separator: ", ")))")
            notes += defaultNotes(initializer, defaults: defaults)
            for parameter in initializer where bare(parameter.label) != parameter.kotlinName {
                notes.append("`\(parameter.kotlinName)` → init label `\(parameter.label)`: \(reason(parameter.label))")
            }
        }
        let constructorNames = Set(resolved.properties.map(\.name.value))
        let mutableNames = Set(resolved.memberProperties.filter(\.isMutable).map(\.name.value))
        let properties = surface.properties.sorted { ($0.value.location, $0.key) < ($1.value.location, $1.key) }
        for (kotlinName, member) in properties {
            let isStored = isStruct && constructorNames.contains(kotlinName)
            if isFacade, let dot = member.name.lastIndex(of: ".") {
                let receiver = member.name[..<dot]
                let name = member.name[member.name.index(after: dot)...]
                lines.append("    // extension \(receiver)")
                lines.append("    public var \(name): \(member.type) { get }")
                continue
            }
            let prefix = isFacade ? "public static var" : isStored ? "public let" : "public var"
            let accessor = isStored ? "" : mutableNames.contains(kotlinName) ? " { get set }" : " { get }"
            lines.append("    \(prefix) \(member.name): \(member.type)\(accessor)")
            if bare(member.name) != kotlinName {
                notes.append("`\(kotlinName)` → `\(member.name)`: \(reason(member.name))")
            }
        }
        let signatures = surface.functions.values.joined().sorted { ($0.location, $0.text) < ($1.location, $1.text) }
        for signature in signatures {
            let parameters = constants.functions[signature.location, default: [:]]
            lines.append(
                "    "
                    + function(
                        signature, isStatic: isFacade,
                        spelled: { spelled($0, parameters[$0.kotlinName], spelling) }))
            let unseen = signature.parameters.filter {
                !$0.hasDefault && defaultNames(resolved).contains($0.kotlinName)
            }
            for parameter in unseen {
                notes.append(
                    "`\(signature.name)`: default of `\(parameter.kotlinName)` not visible from Swift: pass it")
            }
        }
        for value in surface.cases {
            let spelled =
                surface.shape == "swiftEnum"
                ? "case \(value.swift)" : "public static var \(value.swift): \(surface.swiftName) { get }"
            lines.append("    " + spelled)
            if bare(value.swift) != value.kotlin {
                notes.append("entry `\(value.kotlin)` → `\(value.swift)`: \(reason(value.swift))")
            }
        }
        let sealed = surface.sealedCases.sorted { ($0.value.location, $0.key) < ($1.value.location, $1.key) }
        if !sealed.isEmpty {
            let names = sealed.map { ".\($0.value.name)" }.joined(separator: ", ")
            let how = surface.sealedIsExhaustive ? "exhaustive switch" : "switch with a default (not exhaustive)"
            lines.append("    // subclasses: \(names) (\(how))")
        }
        lines.append("}")
        let code = lines.joined(separator: "\n")
        if code.contains("<not exported: ") {
            notes.append(
                "`<not exported: T>`: the type mapper has no Swift type for this Kotlin type outside generated code"
                    + " (platform types such as `ViewModelStoreOwner`); see the generated Swift")
        }
        return SwiftFace(title: title, code: code, notes: notes)
    }

    /// The Kotlin parameters with a default (functions of the declaration).
    private static func defaultNames(_ resolved: ResolvedDeclaration) -> Set<String> {
        Set(resolved.functions.flatMap { $0.parameters.filter(\.hasDefault).map(\.name.value) })
    }

    private static func defaultNotes(_ parameters: [SwiftTypeSurface.SwiftParameter], defaults: [String: String])
        -> [String]
    {
        parameters.compactMap { parameter in
            guard let value = defaults[parameter.kotlinName] else { return nil }
            return parameter.hasDefault
                ? "default `\(value)` of `\(parameter.kotlinName)` restored in Swift: it may be left out"
                : "default `\(value)` of `\(parameter.kotlinName)` not visible from Swift: pass it"
        }
    }

    private static func function(
        _ signature: SwiftTypeSurface.SwiftSignature, isStatic: Bool,
        spelled: (SwiftTypeSurface.SwiftParameter) -> String?
    ) -> String {
        var parameters = signature.parameters.map { parameter($0, spelled: spelled($0)) }
        var result = signature.result
        if result.hasPrefix(" on "), let arrow = result.range(of: " -> ") {
            var receiver = String(result[result.index(result.startIndex, offsetBy: 4)..<arrow.lowerBound])
            var effects = ""
            if receiver.hasSuffix(" async throws") {
                receiver.removeLast(" async throws".count)
                effects = " async throws"
            }
            parameters.insert("_ receiver: \(receiver)", at: 0)
            result = effects + result[arrow.lowerBound...]
        }
        if result.hasSuffix(" -> Void") { result.removeLast(" -> Void".count) }
        let list = parameters.joined(separator: ", ")
        if signature.name == "init" { return "public init(\(list))" }
        return "public \(isStatic ? "static " : "")func \(signature.name)(\(list))\(result)"
    }

    /// `label: Type`, with ` = value` where Swift may leave the argument out: the value as the generated Swift
    /// spells it, or `= default` for a default the page cannot spell (Kotlin code, `defaultKotlin`).
    private static func parameter(_ parameter: SwiftTypeSurface.SwiftParameter, spelled: String?) -> String {
        "\(parameter.label): \(parameter.type)\(parameter.hasDefault ? " = \(spelled ?? "default")" : "")"
    }

    /// The Swift spelling of a restored default; nil when the parameter has none in Swift or no constant.
    private static func spelled(
        _ parameter: SwiftTypeSurface.SwiftParameter, _ constant: (ResolvedConstant, ResolvedType)?,
        _ spelling: SwiftDefaultSpelling?
    ) -> String? {
        guard parameter.hasDefault, let constant, let spelling else { return nil }
        return spelling.swift(constant.0, type: constant.1)
    }

    /// The Swift keyword of a projected shape; classes and interfaces, whose projected shape speaks of models
    /// only, by their kind (a class is a class and an interface a protocol in every configuration).
    private static func keyword(_ shape: String, _ kind: ResolvedDeclaration.Kind) -> String {
        switch kind {
        case .plainClass(let payload): return payload.modality == .final ? "final class" : "class"
        case .interface: return "protocol"
        default: break
        }
        return switch shape {
        case "valueStruct": "struct"
        case "swiftEnum": "enum"
        case "classProtocol": "protocol"
        case "openClass": "class"
        default: "final class"
        }
    }

    /// A name without the backticks that escape a keyword.
    private static func bare(_ name: String) -> String { name.contains("`") ? name.filter { $0 != "`" } : name }

    /// Why the naming rules changed a name, as the note next to the member says it.
    private static func reason(_ swiftName: String) -> String {
        if swiftName.hasPrefix("`") { return "a Swift keyword, escaped with backticks" }
        if swiftName.hasSuffix("_") { return "clashes with an NSObject or Swift member, so the export appends `_`" }
        return "renamed by the export's naming rules"
    }
}
