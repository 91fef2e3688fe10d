// How Swift gets and observes a view model: the factory call and each flow as Swift collects it.

import KontractCore
import KontractGenerator

/// The Swift lines that use a view model under one interop (shown as code under the declaration).
enum ViewModelUsage {
    /// Nil for a declaration that is not a view model.
    static func usage(
        of entry: IndexedDeclaration, in module: CheckedModule, projection: SwiftProjection, skie: Bool
    ) -> String? {
        let resolved = module.model[entry]
        guard case .plainClass(let payload) = resolved.kind, payload.isViewModel else { return nil }
        var lines: [String] = []
        var receiver = "vm"
        for (declaration, file) in module.index.fileDeclarations {
            guard case .file(let payload) = module.model.file(declaration, in: file).kind else { continue }
            for function in payload.functions
            where function.provides == .viewModel && function.returns.declaredName == entry.qualifiedName {
                let arguments = function.parameters.map { "\($0.name.value): \($0.name.value)" }
                let name = projection.functionName(function.name.value)
                let call = skie ? name : "\(payload.facadeName).\(name)"
                lines.append("let vm = \(call)(\(arguments.joined(separator: ", ")))")
            }
            for property in payload.properties
            where property.receiver?.declaredName == entry.qualifiedName && isFlow(property.type) {
                let annotations = Set(property.annotations.map(\.value))
                if annotations.contains("NativeCoroutinesState") {
                    lines.append("let now = vm.\(property.name.value)")
                    lines.append(
                        "for try await state in asyncSequence(for: vm.\(property.name.value)Flow) { /* … */ }")
                } else if annotations.contains("NativeCoroutines") {
                    lines.append(
                        "for try await value in asyncSequence(for: vm.\(property.name.value)) { /* … */ }")
                }
            }
        }
        if lines.isEmpty { lines.append("let vm: \(projection.swiftName(of: entry.qualifiedName)) = …") }
        receiver = "vm"
        for property in resolved.memberProperties where isFlow(property.type) {
            if skie {
                lines.append("for await value in \(receiver).\(property.name.value) { /* … */ }")
            } else {
                lines.append(
                    "\(receiver).\(property.name.value).collect(collector: …) // no async sequence without SKIE or KMP-NativeCoroutines"
                )
            }
        }
        for function in resolved.functions where !function.export.isHidden {
            let arguments = function.parameters.map { "\($0.name.value): …" }
            let call =
                "\(receiver).\(projection.functionName(function.name.value))(\(arguments.joined(separator: ", ")))"
            lines.append(function.isSuspend ? "try await " + call : call)
        }
        return lines.joined(separator: "\n")
    }

    private static func isFlow(_ type: ResolvedType) -> Bool {
        if case .generic(let generic, _) = type.kind {
            switch generic {
            case .flow, .stateFlow, .mutableStateFlow, .sharedFlow, .mutableSharedFlow: return true
            default: return false
            }
        }
        return false
    }
}
