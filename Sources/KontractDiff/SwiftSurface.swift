// What Swift sees of a module under one export profile, read off the projection and the type mapper.

import KontractCore
import KontractGenerator

/// One type (or file facade) as Swift code written against the framework uses it.
package struct SwiftTypeSurface {
    /// The Kotlin qualified name (for a file facade, the file's).
    package let qualifiedName: String
    package let swiftName: String
    package let shape: String
    package let location: SourceLocation
    /// Properties by Kotlin name: Swift member name and type.
    package var properties: [String: SwiftMember] = [:]
    /// The data-class initializer's parameters in order (nil: no such initializer).
    package var initializer: [SwiftParameter]?
    /// Enum entries in order: Kotlin name, Swift case name, place.
    package var cases: [(kotlin: String, swift: String, location: SourceLocation)] = []
    /// Whether a switch over the cases is exhaustive without `default` (a Swift enum).
    package var casesAreExhaustive = false
    /// Sealed subclasses: qualified name → case name in the Swift enum `onEnum(of:)` or the type itself returns.
    package var sealedCases: [String: (name: String, location: SourceLocation)] = [:]
    /// Whether switching over the sealed cases is exhaustive (SKIE's `…Sealed` enum, a Swift enum).
    package var sealedIsExhaustive = false
    /// Functions and initializers of classes, by Kotlin name: each overload's Swift signature.
    package var functions: [String: [SwiftSignature]] = [:]
    /// A protocol Swift classes may adopt (a Kotlin interface that is not sealed): its property and function
    /// requirements by Kotlin name (nil: not such a protocol). `adoptable` also says whether a conformance can be
    /// written from `properties` and `functions` alone: no parent interface, no KMP-NativeCoroutines or SKIE
    /// members, no generic functions, no suspend function under SKIE (its requirement is the hidden `__name`).
    package var protocolRequirements: (adoptable: Bool, properties: Set<String>, functions: Set<String>)?

    package struct SwiftMember {
        package let name: String
        package let type: String
        package let location: SourceLocation
    }

    package struct SwiftParameter: Equatable {
        package let label: String
        package let type: String
        package let hasDefault: Bool
        package let kotlinName: String
    }

    /// A function or initializer: a call compiles against another signature when the name and result agree and
    /// the parameters accept the call's arguments (`SwiftRules.callProblem`).
    package struct SwiftSignature {
        package let name: String
        package let parameters: [SwiftParameter]
        /// Receiver, effects and result: `async throws -> Int32`.
        package let result: String
        package let location: SourceLocation
        /// The Swift result type alone (`Int32`; `Void` for an initializer).
        package var returnType = "Void"

        package var text: String {
            "\(name)(\(parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ")))\(result)"
        }
    }
}

/// Every type of a module as Swift sees it, by Kotlin qualified name; file facades by their Swift place.
package struct SwiftSurface {
    package let types: [String: SwiftTypeSurface]

    package init(module: CheckedModule, options: GeneratorOptions) {
        let projection = SwiftProjection(module: module, options: options)
        let mapper = SwiftTypeMapper(names: projection.rules)
        let profile = projection.profile
        func swift(_ type: ResolvedType, _ location: SourceLocation) -> String {
            // A view-model factory's `ViewModelStoreOwner`, `ViewModelStore` or `Koin`, as the generator spells it.
            if let platform = SwiftTypeMapper.factoryParameterType(type) {
                return (type.isNullable ? SwiftType.optional(platform) : platform).description
            }
            do {
                return try mapper.swiftType(type, at: location).description
            } catch {
                return "<not exported: \(type)>"
            }
        }
        func signature(_ name: String, _ function: ResolvedFunction) -> SwiftTypeSurface.SwiftSignature {
            let parameters = function.parameters.map { parameter in
                SwiftTypeSurface.SwiftParameter(
                    label: parameter.name.value, type: swift(parameter.type, parameter.typeLocation),
                    hasDefault: profile.restoresDefaultArguments && parameter.hasDefault,
                    kotlinName: parameter.name.value)
            }
            let effects = function.isSuspend ? " async throws" : ""
            let receiver = function.receiver.map { " on \(swift($0, function.location))" } ?? ""
            // A function returning Unit returns nothing in Swift (the value mapping would say `KotlinUnit`).
            let returnType =
                function.returns.description == "Unit" ? "Void" : swift(function.returns, function.location)
            var signature = SwiftTypeSurface.SwiftSignature(
                name: projection.functionName(ObjCAnnotationNaming.renamed(function.export) ?? name),
                parameters: parameters, result: "\(receiver)\(effects) -> " + returnType, location: function.location)
            signature.returnType = returnType
            return signature
        }
        var types: [String: SwiftTypeSurface] = [:]
        for (declaration, file) in module.index.fileDeclarations {
            let resolved = module.model.file(declaration, in: file)
            guard case .file(let payload) = resolved.kind else { continue }
            let package = file.package.value
            // SKIE adds global functions; the facade (`SearchIosKt.f()`) stays, and Swift code may call either.
            let place = payload.facadeName
            var surface =
                types["facade:" + place]
                ?? SwiftTypeSurface(
                    qualifiedName: package.isEmpty ? declaration.name.value : "\(package).\(declaration.name.value)",
                    swiftName: place, shape: "facade", location: declaration.location)
            for function in payload.functions where !function.export.isHidden {
                surface.functions[function.name.value, default: []].append(signature(function.name.value, function))
            }
            for property in payload.properties where !property.export.isHidden {
                let receiver = property.receiver.map { swift($0, property.location) + "." } ?? ""
                surface.properties[receiver + property.name.value] = .init(
                    name: receiver + property.name.value, type: swift(property.type, property.typeLocation),
                    location: property.location)
            }
            types["facade:" + place] = surface
        }
        for entry in module.index.declarations {
            let name = entry.qualifiedName
            let resolved = module.model[entry]
            let declaration = entry.declaration
            guard let projected = projection[name] else { continue }
            var surface = SwiftTypeSurface(
                qualifiedName: name, swiftName: projected.swiftName, shape: "\(projected.shape)",
                location: declaration.location)
            for property in resolved.properties where !property.export.isHidden {
                surface.properties[property.name.value] = .init(
                    name: projected.memberNames[property.name.value] ?? property.name.value,
                    type: swift(property.type, property.typeLocation), location: property.location)
            }
            for property in resolved.derived {
                surface.properties[property.name.value] = .init(
                    name: projected.memberNames[property.name.value] ?? property.name.value,
                    type: swift(property.type, property.typeLocation), location: property.location)
            }
            for property in resolved.memberProperties where !property.export.isHidden {
                surface.properties[property.name.value] = .init(
                    name: projected.memberNames[property.name.value] ?? property.name.value,
                    type: swift(property.type, property.typeLocation), location: property.location)
            }
            if case .dataClass = resolved.kind {
                surface.initializer = resolved.properties.map { property in
                    SwiftTypeSurface.SwiftParameter(
                        label: projected.initializerLabels[property.name.value] ?? property.name.value,
                        type: swift(property.type, property.typeLocation),
                        hasDefault: profile.restoresDefaultArguments && property.defaultValue != nil,
                        kotlinName: property.name.value)
                }
            }
            if case .plainClass(let payload) = resolved.kind {
                for constructor in payload.constructors where constructor.visibility.isExported {
                    let parameters = constructor.parameters.map { parameter in
                        SwiftTypeSurface.SwiftParameter(
                            label: parameter.name.value, type: swift(parameter.type, parameter.typeLocation),
                            hasDefault: profile.restoresDefaultArguments && parameter.defaultValue != nil,
                            kotlinName: parameter.name.value)
                    }
                    surface.functions["<init>", default: []].append(
                        .init(name: "init", parameters: parameters, result: "", location: constructor.location))
                }
            }
            for function in resolved.functions where !function.export.isHidden {
                surface.functions[function.name.value, default: []].append(signature(function.name.value, function))
            }
            if declaration.kind == .interface {
                let own = resolved.memberProperties.filter { !$0.export.isHidden }
                let functions = resolved.functions.filter { !$0.export.isHidden }
                let plainFunctions = functions.allSatisfy { function in
                    function.annotations.isEmpty && function.typeParameters.isEmpty
                        && !(function.isSuspend && profile.has(.skie))
                }
                surface.protocolRequirements = (
                    resolved.supertypes.isEmpty && own.allSatisfy { $0.annotations.isEmpty } && plainFunctions,
                    Set(own.map(\.name.value)), Set(functions.map(\.name.value))
                )
            }
            for value in declaration.entries where !value.export.isHidden {
                surface.cases.append(
                    (
                        value.name.value, projected.caseNames[value.name.value] ?? value.name.value,
                        value.name.location
                    ))
            }
            surface.casesAreExhaustive = projected.shape == .swiftEnum
            if case .sealed(let payload) = resolved.kind {
                for subclass in payload.subclasses {
                    let subclassName = subclass.qualifiedName
                    surface.sealedCases[subclassName] = (
                        projection[subclassName]?.sealedCaseName ?? subclassName,
                        module[subclassName]?.declaration.location ?? declaration.location
                    )
                }
                surface.sealedIsExhaustive = projected.sealedEnumName != nil || projected.shape == .swiftEnum
            }
            types[name] = surface
        }
        self.types = types
    }
}
