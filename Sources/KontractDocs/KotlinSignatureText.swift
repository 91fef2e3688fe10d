// The Kotlin of what emit-kotlin leaves out (view models, classes, interfaces, files): their signatures only.

import KontractCore

/// Kotlin signatures of a class, interface or file, types spelled relative to the declaration's package.
enum KotlinSignatureText {
    static func text(name: String, package: String, _ resolved: ResolvedDeclaration) -> String {
        func type(_ type: ResolvedType) -> String {
            type.kotlinSpelling(declared: { name in
                package.isEmpty || !name.hasPrefix(package + ".") ? name : String(name.dropFirst(package.count + 1))
            })
        }
        func parameters(_ function: ResolvedFunction) -> String {
            function.parameters.map { parameter in
                "\(parameter.name.value): \(type(parameter.type))"
                    + (parameter.defaultValue.map { " = \($0.json)" } ?? "")
            }.joined(separator: ", ")
        }
        func function(_ function: ResolvedFunction) -> String {
            let receiver = function.receiver.map { type($0) + "." } ?? ""
            let result = function.returns.description == "Unit" ? "" : ": " + type(function.returns)
            return
                "\(function.isSuspend ? "suspend " : "")fun \(receiver)\(function.name.value)(\(parameters(function)))\(result)"
        }
        var lines: [String] = []
        let supertypes = resolved.supertypes.map { type($0) + ($0.description.hasSuffix("ViewModel") ? "()" : "") }
        let inheritance = supertypes.isEmpty ? "" : " : " + supertypes.joined(separator: ", ")
        switch resolved.kind {
        case .file(let payload):
            lines.append("// \(name)")
            for property in payload.properties {
                let annotations = property.annotations.map { "@\($0.value) " }.joined()
                let receiver = property.receiver.map { type($0) + "." } ?? ""
                lines.append("\(annotations)val \(receiver)\(property.name.value): \(type(property.type))")
            }
            for member in payload.functions { lines.append(function(member)) }
            return lines.joined(separator: "\n")
        case .interface:
            lines.append("interface \(name)\(inheritance) {")
        default:
            lines.append("class \(name)\(inheritance) {")
        }
        if case .plainClass(let payload) = resolved.kind {
            // The implicit `constructor()` of a class that declares none is left out.
            for constructor in payload.constructors
            where constructor.visibility.isExported
                && !(payload.constructors.count == 1 && constructor.parameters.isEmpty)
            {
                let list = constructor.parameters.map { "\($0.name.value): \(type($0.type))" }
                lines.append("    constructor(\(list.joined(separator: ", ")))")
            }
        }
        for property in resolved.memberProperties {
            lines.append("    \(property.isMutable ? "var" : "val") \(property.name.value): \(type(property.type))")
        }
        for member in resolved.functions { lines.append("    " + function(member)) }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
