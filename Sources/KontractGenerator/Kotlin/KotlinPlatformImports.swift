// The Apple platform types a contract file names, which its emitted Kotlin imports (`import platform.Foundation.NSDate`).

import KontractCore

/// emit-kotlin spells a platform type by its simple name (`NSDate`), as iosMain code does, and imports it.
enum KotlinPlatformImports {
    /// The qualified names of the known platform types `file` names anywhere (sorted); an import the emitted
    /// declarations do not use is harmless to Kotlin.
    static func platformTypes(namedIn file: ContractFile) -> [String] {
        var types: [KotlinType] = file.typeAliases.map(\.type) + file.valueClasses.flatMap(\.properties).map(\.type)
        var declarations = file.declarations
        while let declaration = declarations.popLast() {
            types += declaration.properties.map(\.type) + declaration.derived.map(\.type) + declaration.supertypes
            types += declaration.typeParameters.flatMap(\.bounds)
            for property in declaration.memberProperties + declaration.memberExtensionProperties {
                types += [property.type] + (property.receiver.map { [$0] } ?? [])
            }
            for property in declaration.fileProperties {
                types += [property.type] + (property.receiver.map { [$0] } ?? [])
            }
            for function in declaration.functions {
                types += function.parameters.map(\.type) + [function.returns] + (function.receiver.map { [$0] } ?? [])
                types += function.typeParameters.flatMap(\.bounds)
            }
            types += (declaration.constructors ?? []).flatMap(\.parameters).map(\.type)
            declarations += declaration.subclasses + declaration.nested
        }
        var found = Set<String>()
        while let type = types.popLast() {
            switch type.kind {
            case .star: continue
            case .function(let parameters, let returns, _):
                types += parameters + [returns]
            case .named(let path, let arguments):
                let name = path.joined(separator: ".")
                if PlatformTypes.isKnown(name) { found.insert(name) }
                types += arguments
            }
        }
        return found.sorted()
    }
}
