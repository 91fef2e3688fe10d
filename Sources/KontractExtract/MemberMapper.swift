// Members → contract JSON: constructor properties with kotlinx annotations, derived and body properties, functions.

import KontractCore
import KotlinSourceSyntax

/// The annotations the format carries in a member's `annotations` list.
let carriedMemberAnnotations: Set<String> = [
    "NativeCoroutines", "NativeCoroutinesState", "NativeCoroutinesRefined", "NativeCoroutinesRefinedState",
    "NativeCoroutinesIgnore", "HiddenFromObjC", "ShouldRefineInSwift",
]

/// Those and the interop annotations (keys of their own): what a function or a body property carries, built once.
let carriedMemberOrInteropAnnotations = carriedMemberAnnotations.union(ExtractionContext.interopAnnotations)

/// What an object's property carries in its `annotations` (KMP-NativeCoroutines', `HiddenFromObjC`, …).
let carriedObjectAnnotations = Set(AnnotationNames.objectProperties)

extension ExtractionContext {
    /// `name`, `type` and (when constant) `default` of a parameter or property; `owner` names it in warnings.
    mutating func typedValue(
        name: String, type: String?, defaultValue: KotlinSourceText?, owner: String, at position: KotlinSourcePosition
    ) -> [(key: String, value: ContractJSON)] {
        let written = type.map { resolvedType($0, at: position, of: owner) } ?? "Nothing"
        var members: [(key: String, value: ContractJSON)] = [
            ("name", .string(name.contractName)), ("type", .string(written)),
        ]
        if let defaultValue, let json = constant(defaultValue, of: owner, type: type) {
            members.append(("default", json))
        }
        return members
    }

    /// A primary-constructor `val`/`var` of a data class, enum or object: name, type, default, kotlinx keys.
    mutating func property(_ parameter: KotlinParameterSyntax, of owner: String) -> ContractJSON {
        record(owner + "." + parameter.name.trimmingBackticks, parameter.position)
        // Built once: it names the property in warnings.
        let named = owner + "." + parameter.name
        reportUnread(parameter.annotations, on: named, carried: Self.interopAnnotations)
        var members = typedValue(
            name: parameter.name, type: Self.constructorParameterType(parameter), defaultValue: parameter.defaultValue,
            owner: named, at: parameter.position)
        if parameter.binding == "var" { members.append(("mutable", .bool(true))) }
        members += serializationKeys(parameter.annotations, of: named)
        members += interopKeys(parameter.annotations, of: named)
        if let doc = parameter.doc { members.append(("doc", .string(doc))) }
        return .object(members)
    }

    /// A constructor parameter's type as Kotlin has it: a `vararg` one's is the array of its written type
    /// (`vararg val xs: Int` is an `IntArray`, `vararg val names: String` an `Array<out String>`, written
    /// `Array<String>`), as the property Swift reads and the array the exported constructor takes (a constructor
    /// parameter has no `vararg` key in the format; it was written as the element type, Int, before).
    static func constructorParameterType(_ parameter: KotlinParameterSyntax) -> String? {
        guard parameter.modifiers.contains("vararg"), let element = parameter.type else { return parameter.type }
        return varargArrayType(element)
    }

    /// The array a `vararg` parameter of element type `element` is (`Int` → `IntArray`, `T` → `Array<T>`).
    static func varargArrayType(_ element: String) -> String {
        let primitives: Set<String> = [
            "Boolean", "Byte", "Short", "Int", "Long", "Float", "Double", "Char", "UByte", "UShort", "UInt", "ULong",
        ]
        return primitives.contains(element) ? element + "Array" : "Array<\(element)>"
    }

    /// `serialName`, `transient`, `required`, `encodeDefault`, `jsonNames` from a property's annotations.
    mutating func serializationKeys(
        _ annotations: [KotlinAnnotationSyntax], of owner: String
    ) -> [(key: String, value: ContractJSON)] {
        var members: [(key: String, value: ContractJSON)] = []
        for annotation in annotations {
            switch annotation.simpleName {
            case "SerialName":
                guard let name = annotation.stringArguments?.first else {
                    report(
                        .annotationNotExtracted, "@SerialName of '\(owner)' is not a string literal",
                        at: annotation.position)
                    continue
                }
                members.append(("serialName", .string(name)))
            case "Transient": members.append(("transient", .bool(true)))
            case "Required": members.append(("required", .bool(true)))
            case "EncodeDefault":
                let mode = annotation.arguments?.first?.value.text ?? "ALWAYS"
                members.append(("encodeDefault", .string(mode.hasSuffix("NEVER") ? "never" : "always")))
            case "JsonNames":
                guard let names = annotation.stringArguments else {
                    report(
                        .annotationNotExtracted, "@JsonNames of '\(owner)' holds a non-literal name",
                        at: annotation.position)
                    continue
                }
                members.append(("jsonNames", .array(names.map(ContractJSON.string))))
            default:
                break
            }
        }
        return members
    }

    /// The names of carried annotations (`NativeCoroutinesState`), as the `annotations` key, or nothing.
    func annotationList(_ annotations: [KotlinAnnotationSyntax]) -> [(key: String, value: ContractJSON)] {
        let names = annotations.filter { carriedMemberAnnotations.contains($0.simpleName) && $0.arguments == nil }
            .map { ContractJSON.string($0.simpleName) }
        return names.isEmpty ? [] : [("annotations", .array(names))]
    }

    /// A body property with a getter expression (`val isEmpty: Boolean get() = items.isEmpty()`) as `derived`;
    /// nil (with KX0102) for any other exported body property of a data class or enum.
    /// `libraryTyped` names the owner's properties whose type is a library type: an expression reading one is
    /// left out (KX0102), as the contract's expressions cannot compute with a library type (KT0702 in validate).
    mutating func derived(
        _ property: KotlinDeclarationSyntax, of owner: String, libraryTyped: Set<String> = []
    ) -> ContractJSON? {
        record(owner + "." + property.name.trimmingBackticks, property.position)
        reportUnread(property.annotations, on: owner + "." + property.name, carried: carriedMemberAnnotations)
        // `val b: B = B.B1` in an enum (SKIE's enums/with_members tests): the same value every time.
        let constant = property.getter == nil ? constantInitializer(property) : nil
        guard let type = property.type,
            let expression = property.getter?.expression ?? (constant != nil ? property.initializer : nil),
            property.initializer == nil || constant != nil, property.receiver == nil
        else {
            report(
                .memberNotExtracted,
                "property '\(owner).\(property.name)' is not a getter expression with a declared type: "
                    + "the contract cannot carry it", at: property.position)
            return nil
        }
        // kotlinconf-app's `get() = endsAt - startsAt <= LIMIT` over two kotlinx-datetime `LocalDateTime`s.
        let words = expression.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        if let read = words.first(where: { libraryTyped.contains(String($0)) }) {
            report(
                .memberNotExtracted,
                "property '\(owner).\(property.name)' is computed from '\(read)', whose type is a library type the "
                    + "contract's expressions cannot compute with: it is left out", at: property.position)
            return nil
        }
        if let call = unsupportedCall(in: expression) {
            report(
                .memberNotExtracted,
                "property '\(owner).\(property.name)' is computed by a call of '\(call)', which the contract's "
                    + "expressions cannot say: it is left out", at: property.position)
            return nil
        }
        let mark = unresolvedMark
        var members: [(key: String, value: ContractJSON)] = [
            ("name", .string(property.name.contractName)),
            ("type", .string(resolvedType(type, at: property.position, of: owner + "." + property.name))),
            ("kotlin", .string(expression.text)),
        ]
        if let doc = property.doc { members.append(("doc", .string(doc))) }
        let key = owner + "." + property.name.trimmingBackticks
        if leavesOut(since: mark, "the property '\(owner).\(property.name)'", key: key) { return nil }
        return .object(members)
    }

    /// What an unqualified call means where there is an implicit receiver (a member's `this`, an extension's
    /// receiver): `Any`'s members, which no declaration can shadow there (a member of the implicit receiver wins over
    /// a top-level function; an override keeps `String`/`Int`, both final). Written as `ExpressionTypeInference`'s
    /// names of zero-argument calls. The exporter's `fun Any.foo() = toString()` (receiverWith… cases).
    static let implicitReceiverMembers = ["toString()": "String", "hashCode()": "Int"]

    /// A member or top-level (`inFile`) function; nil (KX0102) when its return type is not written and not `Unit`.
    mutating func function(_ function: KotlinDeclarationSyntax, of owner: String, inFile: Bool = false) -> ContractJSON?
    {
        var function = function
        // `fun d() = 42`, `fun whatever(a: String) = a` (the exporter's kdocWithBlockTags case), `suspend fun
        // sum(flow: Flow<Int>) = flow.toList().sum()` (SKIE's Sum.kt): the type Kotlin infers for the body from
        // its (not vararg) parameters' written types.
        if function.type == nil, let body = function.initializer {
            var names: [String: String] = [:]
            for parameter in function.parameters ?? [] where !parameter.modifiers.contains("vararg") {
                if let type = parameter.type { names[parameter.name.withoutBackticks] = type }
            }
            if !inFile || function.receiver != nil { names.merge(Self.implicitReceiverMembers) { own, _ in own } }
            function.type = inferredExpressionType(body, names: names)
        }
        record(owner + "." + function.name.trimmingBackticks, function.position)
        // Built once: it names the function in warnings and its parameters.
        let qualified = owner + "." + function.name
        reportUnread(
            Self.withoutCarriedSkie(function.annotations, at: .function), on: qualified,
            carried: carriedMemberOrInteropAnnotations)
        if function.type == nil && function.initializer != nil {
            report(
                .memberNotExtracted,
                "function '\(owner).\(function.name)' has an expression body without a declared return type: "
                    + "it is left out (write the type for the contract to carry it)", at: function.position)
            return nil
        }
        let outerTypeParameters = typeParametersInScope
        typeParametersInScope.formUnion(function.typeParameters.map(\.name))
        defer { typeParametersInScope = outerTypeParameters }
        let mark = unresolvedMark
        var members: [(key: String, value: ContractJSON)] = [("name", .string(function.name.contractName))]
        if !function.typeParameters.isEmpty {
            members.append(
                ("typeParameters", typeParameters(function.typeParameters, variance: false, of: qualified)))
        }
        let written = function.parameters ?? []
        let parameters = written.indices.map { offset -> ContractJSON in
            let parameter = written[offset]
            // `fun A.foo(i: Int = zero)`: `this`'s property, which a constant of the same name does not shadow.
            let thisDefault = parameter.defaultValue.flatMap {
                thisPropertyDefault(
                    $0, receiver: function.receiver, owner: owner, earlierParameters: written[..<offset].map(\.name))
            }
            let named = "\(qualified)(\(parameter.name))"
            var keys = typedValue(
                name: parameter.name, type: parameter.type,
                defaultValue: thisDefault == nil ? parameter.defaultValue : nil, owner: named, at: parameter.position)
            if let thisDefault { keys.append(("defaultKotlin", .string(thisDefault))) }
            if parameter.modifiers.contains("vararg") { keys.append(("vararg", .bool(true))) }
            keys += interopKeys(parameter.annotations.filter { $0.simpleName == "ObjCName" }, of: named)
            return .object(keys)
        }
        if !parameters.isEmpty { members.append(("parameters", .array(parameters))) }
        if let receiver = function.receiver {
            members.append(("receiver", .string(resolvedType(receiver, at: function.position, of: qualified))))
        }
        if let returns = function.type, returns != "Unit" {
            members.append(("returns", .string(resolvedType(returns, at: function.position, of: qualified))))
        }
        if function.has("suspend") { members.append(("suspend", .bool(true))) }
        if let throwsAnnotation = function.annotation("Throws") {
            let classes = (throwsAnnotation.arguments ?? []).map { argument in
                ContractJSON.string(
                    resolvedType(
                        argument.value.text.hasSuffix("::class")
                            ? String(argument.value.text.dropLast(7)) : argument.value.text,
                        at: argument.value.position, of: qualified))
            }
            members.append(("throws", classes == [.string("Throwable")] ? .bool(true) : .array(classes)))
        }
        members += Self.mergedAnnotations(
            annotationList(function.annotations), skieAnnotations(function.annotations, at: .function, of: qualified))
        members += interopKeys(function.annotations, of: qualified)
        if providesViewModel(function) { members.append(("provides", .string("viewModel"))) }
        if let doc = function.doc { members.append(("doc", .string(doc))) }
        // A signature naming a type found nowhere (a parameter, the receiver, the return, a bound, a thrown class).
        if leavesOut(since: mark, "the function '\(qualified)'", key: owner + "." + function.name.trimmingBackticks) {
            return nil
        }
        return .object(members)
    }

    /// A bridge factory: a `ViewModelStoreOwner` parameter and a body that asks `ViewModelProvider` for it.
    func providesViewModel(_ function: KotlinDeclarationSyntax) -> Bool {
        guard (function.parameters ?? []).contains(where: { $0.type == "ViewModelStoreOwner" }),
            let range = function.body ?? function.initializer?.tokens
        else { return false }
        return file.syntax.containsIdentifier("ViewModelProvider", in: range)
    }

    /// `[{ "name": "T", "bounds": [...], "variance": "out" }]`.
    mutating func typeParameters(_ parameters: [KotlinTypeParameterSyntax], variance: Bool, of owner: String)
        -> ContractJSON
    {
        .array(
            parameters.map { parameter in
                var keys: [(key: String, value: ContractJSON)] = [("name", .string(parameter.name))]
                if !parameter.bounds.isEmpty {
                    let bounds = parameter.bounds.map {
                        ContractJSON.string(resolvedType($0, at: parameter.position, of: owner + "." + parameter.name))
                    }
                    keys.append(("bounds", .array(bounds)))
                }
                if variance, let value = parameter.variance { keys.append(("variance", .string(value))) }
                return .object(keys)
            })
    }

    /// A member property of a class or interface, or a top-level property of a file.
    mutating func memberProperty(_ property: KotlinDeclarationSyntax, of owner: String, inFile: Bool) -> ContractJSON? {
        record(owner + "." + property.name.trimmingBackticks, property.position)
        let outerTypeParameters = typeParametersInScope
        typeParametersInScope.formUnion(property.typeParameters.map(\.name))
        defer { typeParametersInScope = outerTypeParameters }
        // `val pA = 42`, `val Foo.b get() = 1`, `val Card.isLive get() = state == State.Live`: the type Kotlin infers
        // for the initializer or getter (ExpressionTypeInference.swift; a getter knows no names but objects).
        guard
            let type = property.type ?? property.initializer.flatMap({ inferredInitializerType($0, owner: owner) })
                ?? property.getter?.expression.flatMap({
                    inferredExpressionType(
                        $0, names: !inFile || property.receiver != nil ? Self.implicitReceiverMembers : [:])
                })
        else {
            report(
                .memberNotExtracted,
                "property '\(owner).\(property.name)' has no declared type: write the type for the contract to carry it",
                at: property.position)
            return nil
        }
        var members: [(key: String, value: ContractJSON)] = [("name", .string(property.name.contractName))]
        let qualified = owner + "." + property.name
        let mark = unresolvedMark
        // `@Deprecated`/`@ObjCName` are keys; another annotation that changes what Swift sees is KX0103 (they were
        // dropped silently here: the exporter's deprecatedWarningAndError case).
        reportUnread(
            Self.withoutCarriedSkie(property.annotations, at: .property), on: qualified,
            carried: carriedMemberOrInteropAnnotations)
        if let receiver = property.receiver {
            members.append(("receiver", .string(resolvedType(receiver, at: property.position, of: qualified))))
        }
        members.append(("type", .string(resolvedType(type, at: property.position, of: qualified))))
        if property.isSettableFromSwift { members.append(("mutable", .bool(true))) }
        members += Self.mergedAnnotations(
            annotationList(property.annotations), skieAnnotations(property.annotations, at: .property, of: qualified))
        members += interopKeys(property.annotations, of: qualified)
        if inFile, let expression = property.getter?.expression {
            // kotlinconf-app's `val Session.isLightning get() = endsAt - startsAt <= …` over kotlinx-datetime's
            // `LocalDateTime`s: the contract's expressions cannot compute with a library type (KT0702).
            let words = expression.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            var libraryTyped: Set<String> = []
            if let receiver = property.receiver { libraryTyped = libraryTypedProperties(ofReceiver: receiver) }
            if let receiver = property.receiver, isLibraryType(receiver) {
                // Confetti's `val WindowSizeClass.isExpanded get() = widthSizeClass == …`: a library type has no
                // members the contract's expressions know.
                report(
                    .memberNotExtracted,
                    "the getter of '\(qualified)' reads its receiver '\(receiver)', a library type whose members "
                        + "the contract's expressions do not know: the property is written without it",
                    at: property.position)
            } else if let call = unsupportedCall(in: expression) {
                report(
                    .memberNotExtracted,
                    "the getter of '\(qualified)' calls '\(call)', which the contract's expressions cannot say: the "
                        + "property is written without it", at: property.position)
            } else if let hidden = hiddenFileProperty(readBy: expression) {
                report(
                    .memberNotExtracted,
                    "the getter of '\(qualified)' reads '\(hidden)', a property Swift does not see (private or "
                        + "internal) and the contract does not declare: the property is written without it",
                    at: property.position)
            } else if let read = words.first(where: libraryTyped.contains) {
                report(
                    .memberNotExtracted,
                    "the getter of '\(qualified)' reads '\(read)', whose type is a library type the contract's "
                        + "expressions cannot compute with: the property is written without it", at: property.position)
            } else {
                members.append(("kotlin", .string(expression.text)))
            }
        } else if inFile, let value = constantInitializer(property) {
            members.append(("kotlin", .string(value)))
        }
        if let doc = property.doc { members.append(("doc", .string(doc))) }
        if leavesOut(since: mark, "the property '\(qualified)'", key: owner + "." + property.name.trimmingBackticks) {
            return nil
        }
        return .object(members)
    }
}
