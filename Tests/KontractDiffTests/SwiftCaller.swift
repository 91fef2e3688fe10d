// Swift written against BASE's framework: a caller that uses every type, initializer, property, case and function
// of BASE's Swift surface, so that compiling it against HEAD's generated code shows whether HEAD breaks it.

@testable import KontractDiff

enum SwiftCaller {
    /// The caller of one case: closures with typed parameters call everything without needing values.
    static func source(for surface: SwiftSurface) -> String {
        var lines: [String] = ["import Foundation", "import KontractKotlin", "import Shared", "", "func useBase() {"]
        for key in surface.types.keys.sorted() {
            guard let type = surface.types[key] else { continue }
            lines += uses(of: type).map { "    " + $0 }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func uses(of type: SwiftTypeSurface) -> [String] {
        let name = type.swiftName
        let reference = type.shape == "classProtocol" ? "any \(name)" : name
        var lines: [String] = []
        func typed(_ parameters: [SwiftTypeSurface.SwiftParameter], omittingDefaults: Bool = false) -> (
            parameters: String, arguments: String
        )? {
            let used = parameters.enumerated().filter { !(omittingDefaults && $0.element.hasDefault) }
            guard !used.contains(where: { $0.element.type.contains("<not exported") }) else { return nil }
            let declared = used.map { "a\($0.offset): \($0.element.type)" }.joined(separator: ", ")
            let passed = used.map { "\($0.element.label): a\($0.offset)" }.joined(separator: ", ")
            return (declared, passed)
        }
        if let initializer = type.initializer {
            for omitting in [false, true] where !omitting || initializer.contains(where: \.hasDefault) {
                if let call = typed(initializer, omittingDefaults: omitting) {
                    lines.append("_ = { (\(call.parameters)) in _ = \(name)(\(call.arguments)) }")
                }
            }
        }
        for (_, property) in type.properties.sorted(by: { $0.key < $1.key })
        where type.shape != "facade" && !property.type.contains("<not exported") {
            lines.append("_ = { (x: \(reference)) -> \(property.type) in x.\(property.name) }")
        }
        for (kotlinName, signatures) in type.functions.sorted(by: { $0.key < $1.key }) {
            for signature in signatures {
                let isAsync = signature.result.contains("async")
                let effects = isAsync ? " async throws" : ""
                let call = isAsync ? "try await " : ""
                // The result is bound with its BASE type, so that a changed result type fails too.
                let binding =
                    signature.returnType == "Void" || signature.returnType.contains("<not exported")
                    ? "_" : "let _: \(signature.returnType)"
                for omitting in [false, true] where !omitting || signature.parameters.contains(where: \.hasDefault) {
                    guard let typedCall = typed(signature.parameters, omittingDefaults: omitting) else { continue }
                    let separator = typedCall.parameters.isEmpty ? "" : ", "
                    if kotlinName == "<init>" {
                        lines.append("_ = { (\(typedCall.parameters)) in _ = \(name)(\(typedCall.arguments)) }")
                    } else if type.shape == "facade" {
                        lines.append(
                            "_ = { (\(typedCall.parameters))\(effects) in \(binding) = \(call)\(name).\(signature.name)(\(typedCall.arguments)) }"
                        )
                    } else {
                        lines.append(
                            "_ = { (x: \(reference)\(separator)\(typedCall.parameters))\(effects) in \(binding) = \(call)x.\(signature.name)(\(typedCall.arguments)) }"
                        )
                    }
                }
            }
        }
        // A Swift class adopting the protocol implements its BASE requirements: a new property (KD0111) or
        // function (KD0112) breaks it.
        if let requirements = type.protocolRequirements, requirements.adoptable {
            let members = requirements.properties.sorted().compactMap { type.properties[$0] }
            let functions = requirements.functions.sorted().flatMap { type.functions[$0] ?? [] }
            let types = members.map(\.type) + functions.flatMap { [$0.returnType] + $0.parameters.map(\.type) }
            if !types.contains(where: { $0.contains("<not exported") }) {
                let body =
                    members.map { "var \($0.name): \($0.type) { get { fatalError() } set {} }" }
                    + functions.map { function in
                        let parameters = function.parameters.enumerated().map { "\($1.label) a\($0): \($1.type)" }
                        let effects = function.result.contains("async") ? " async throws" : ""
                        return "func \(function.name)(\(parameters.joined(separator: ", ")))\(effects) -> "
                            + "\(function.returnType) { fatalError() }"
                    }
                lines.append("final class Adopting\(name): \(name) { \(body.joined(separator: "; ")) }")
            }
        }
        if !type.cases.isEmpty {
            if type.casesAreExhaustive {
                let cases = type.cases.map { "case .\($0.swift): break" }.joined(separator: "; ")
                lines.append("_ = { (x: \(name)) in switch x { \(cases) } }")
            } else {
                for value in type.cases { lines.append("_ = \(name).\(value.swift)") }
            }
        }
        if type.sealedIsExhaustive && !type.sealedCases.isEmpty {
            let cases = type.sealedCases.values.map(\.name).sorted().map { "case .\($0): break" }.joined(
                separator: "; ")
            let subject = type.shape == "swiftEnum" ? "x" : "onEnum(of: x)"
            lines.append("_ = { (x: \(reference)) in switch \(subject) { \(cases) } }")
        } else if type.shape != "facade" {
            lines.append("_ = { (x: \(reference)) in _ = x }")
        }
        return lines
    }
}
