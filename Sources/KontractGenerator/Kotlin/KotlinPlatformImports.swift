// The Apple platform types a contract file names, which its emitted Kotlin imports (`import platform.Foundation.NSDate`).

import KontractCore

/// emit-kotlin spells a platform type by its simple name (`NSDate`), as iosMain code does, and imports it.
enum KotlinPlatformImports {
    /// The qualified names of the known platform types `file` names anywhere (sorted); an import the emitted
    /// declarations do not use is harmless to Kotlin.
    static func platformTypes(namedIn file: ContractFile) -> [String] {
        var found = Set<String>()
        func visit(_ type: KotlinType) {
            switch type.kind {
            case .star: return
            case .function(let parameters, let returns, _):
                parameters.forEach(visit)
                visit(returns)
            case .named(let path, let arguments):
                let name = path.joined(separator: ".")
                if PlatformTypes.isKnown(name) { found.insert(name) }
                arguments.forEach(visit)
            }
        }
        func visit(_ declaration: Declaration) {
            declaration.properties.forEach { visit($0.type) }
            declaration.derived.forEach { visit($0.type) }
            declaration.supertypes.forEach(visit)
            declaration.typeParameters.flatMap(\.bounds).forEach(visit)
            for property in declaration.memberProperties + declaration.memberExtensionProperties {
                visit(property.type)
                property.receiver.map(visit)
            }
            for property in declaration.fileProperties {
                visit(property.type)
                property.receiver.map(visit)
            }
            for function in declaration.functions {
                function.parameters.forEach { visit($0.type) }
                function.receiver.map(visit)
                function.typeParameters.flatMap(\.bounds).forEach(visit)
                visit(function.returns)
            }
            (declaration.constructors ?? []).flatMap(\.parameters).forEach { visit($0.type) }
            declaration.subclasses.forEach(visit)
            declaration.nested.forEach(visit)
        }
        file.declarations.forEach(visit)
        file.typeAliases.forEach { visit($0.type) }
        file.valueClasses.flatMap(\.properties).forEach { visit($0.type) }
        return found.sorted()
    }
}
