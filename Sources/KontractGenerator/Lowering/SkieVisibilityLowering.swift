// SKIE's @SkieVisibility annotations under --interop skie, lowered to the export annotations the translators apply.

import KontractCore

/// Rewrites the module's declarations as SKIE's visibility makes them look from the app (SKIE's
/// `CreateSirMembersPhase`, `CreateKotlinSirTypesPhase`, `ApiNotesFactory`):
/// - a plain function of a file, class or object the app cannot reach (`Internal`, `InternalAndReplaced`,
///   `Private`) stays declared, unavailable in Swift (SkieUnavailableMembers.swift), without SKIE's wrappers; a
///   suspend or interface function or a property is left out with its wrappers, as `@HiddenFromObjC` leaves it
///   out (SKIE's own Swift, which could use an internal one, has no such use in the emulation);
/// - `PublicButReplaced` on a function or property is `@ShouldRefineInSwift`'s `__name`, on its wrappers too;
/// - `PublicButReplaced` on a class-like declaration renames it `__Name` (its Swift name, as `@ObjCName(swiftName)`);
/// - an unreachable class-like declaration stays declared (what refers to it needs it; KG0003), and a sealed type's
///   subclass falls in SKIE's `else` case;
/// - `InternalIfWrapped` on a callable SKIE wraps is KG0004 (not emulated); `Public`, `PublicButHidden` (Xcode's
///   completion only) change nothing.
enum SkieVisibilityLowering {
    /// `fallback`: the configuration's `"skie": { "visibility" }`, for declarations without an annotation.
    static func lower(
        _ module: CheckedModule, fallback: SkieVisibilityLevel? = nil, diagnostics: inout [Diagnostic]
    ) -> CheckedModule {
        let fallback = fallback == .public ? nil : fallback
        guard fallback != nil || uses(module) else { return module }
        var found: [Diagnostic] = []
        let named = namesInTypes(module)
        let lowered = module.rewritingDeclarations { declaration in
            let topLevel = declaration.kind == .plainClass && !named.contains(declaration.name.value)
            lower(
                &declaration, inFile: declaration.kind == .file, sealedChild: false, fallback: fallback,
                unavailableClass: topLevel, &found)
        }
        diagnostics += found
        return lowered
    }

    /// Every identifier written in a type of `module` (properties, parameters, results, receivers, supertypes): a
    /// class none of them names is referred to by nothing the generator writes outside its own declaration.
    private static func namesInTypes(_ module: CheckedModule) -> Set<String> {
        var types: [KotlinType] = []
        func collect(_ declaration: Declaration) {
            types += declaration.supertypes + declaration.properties.map(\.type) + declaration.derived.map(\.type)
            for function in declaration.functions {
                types += function.parameters.map(\.type) + [function.returns] + [function.receiver].compactMap { $0 }
            }
            for property in declaration.memberProperties + declaration.memberExtensionProperties {
                types += [property.type] + [property.receiver].compactMap { $0 }
            }
            for property in declaration.fileProperties {
                types += [property.type] + [property.receiver].compactMap { $0 }
            }
            for constructor in declaration.constructors ?? [] { types += constructor.parameters.map(\.type) }
            declaration.subclasses.forEach(collect)
            declaration.nested.forEach(collect)
        }
        for file in module.files { file.declarations.forEach(collect) }
        let identifiers = types.flatMap { type in
            type.description.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        }
        return Set(identifiers)
    }

    /// Whether any declaration of `module` names a SKIE visibility (the module is then rebuilt).
    private static func uses(_ module: CheckedModule) -> Bool {
        func uses(_ declaration: Declaration) -> Bool {
            SkieVisibilityLevel.of(declaration.skieAnnotations) != nil
                || declaration.functions.contains { SkieVisibilityLevel.of($0.annotations.map(\.value)) != nil }
                || declaration.memberProperties.contains { SkieVisibilityLevel.of($0.annotations.map(\.value)) != nil }
                || declaration.memberExtensionProperties.contains {
                    SkieVisibilityLevel.of($0.annotations.map(\.value)) != nil
                }
                || declaration.fileProperties.contains { SkieVisibilityLevel.of($0.annotations.map(\.value)) != nil }
                || declaration.kind.isObject
                    && declaration.properties.contains { SkieVisibilityLevel.of($0.annotations.map(\.value)) != nil }
                || declaration.subclasses.contains(where: uses) || declaration.nested.contains(where: uses)
        }
        return module.files.contains { $0.declarations.contains(where: uses) }
    }

    /// Whether a member's `annotations` ask for SKIE's `__name` (its wrappers keep the `__` then: `C.__foo`).
    static func isReplaced(_ annotations: [Located<String>]) -> Bool {
        SkieVisibilityLevel.of(annotations.map(\.value))?.isReplaced ?? false
    }

    private static func lower(
        _ declaration: inout Declaration, inFile: Bool, sealedChild: Bool, fallback: SkieVisibilityLevel?,
        unavailableClass: Bool = false, _ found: inout [Diagnostic]
    ) {
        // `InternalIfWrapped` does not act on classes (SKIE: "not classes").
        let classFallback = fallback == .internalIfWrapped ? nil : fallback
        if declaration.kind != .file,
            let level = SkieVisibilityLevel.of(declaration.skieAnnotations) ?? classFallback
        {
            lowerClassifier(
                &declaration, level: level, sealedChild: sealedChild, unavailable: unavailableClass, &found)
        }
        for index in declaration.functions.indices {
            let function = declaration.functions[index]
            let wrapped =
                function.isSuspend || inFile || function.receiver != nil
                || function.parameters.contains { $0.defaultValue != nil || $0.defaultKotlin != nil }
            // A plain function of a file, class or object stays declared, unavailable in Swift (with its
            // default-argument overloads; SKIE's global and interface-extension wrappers skip it), as SKIE's API
            // notes make it; a suspend one (its wrapper calls it) or an interface's is left out.
            let declared = !function.isSuspend && declaration.kind != .interface && declaration.kind != .sealedInterface
            lowerCallable(
                &declaration.functions[index], wrapped: wrapped, declared: declared, fallback: fallback, &found)
        }
        for index in declaration.memberProperties.indices {
            lowerCallable(&declaration.memberProperties[index], wrapped: false, fallback: fallback, &found)
        }
        for index in declaration.memberExtensionProperties.indices {
            lowerCallable(&declaration.memberExtensionProperties[index], wrapped: true, fallback: fallback, &found)
        }
        for index in declaration.fileProperties.indices {
            lowerCallable(&declaration.fileProperties[index], wrapped: true, fallback: fallback, &found)
        }
        // An object's (a companion's) properties, as a class's (`object Clock { @SkieVisibility.Internal val … }`).
        if declaration.kind.isObject {
            for index in declaration.properties.indices {
                lowerCallable(&declaration.properties[index], wrapped: false, fallback: fallback, &found)
            }
        }
        let sealed = declaration.kind.isSealed
        for index in declaration.subclasses.indices {
            lower(&declaration.subclasses[index], inFile: false, sealedChild: sealed, fallback: fallback, &found)
        }
        for index in declaration.nested.indices {
            lower(&declaration.nested[index], inFile: false, sealedChild: false, fallback: fallback, &found)
        }
    }

    private static func lowerCallable<Member: SkieVisibleMember>(
        _ member: inout Member, wrapped: Bool, declared: Bool = false, fallback: SkieVisibilityLevel?,
        _ found: inout [Diagnostic]
    ) {
        let written = SkieVisibilityLevel.of(member.annotations.map(\.value)).flatMap { level in
            member.annotations.first { $0.value == level.rawValue }
        }
        guard let level = written.flatMap({ SkieVisibilityLevel(rawValue: $0.value) }) ?? fallback else { return }
        let location = written?.location ?? member.location
        if level == .internalIfWrapped {
            if wrapped {
                found.append(
                    .generator(
                        .switchNotEmulated,
                        "@SkieVisibility.InternalIfWrapped is not emulated yet on a declaration SKIE wraps (a suspend, "
                            + "top-level, extension or defaulted-argument function, an extension or top-level property)",
                        at: location))
            }
            return
        }
        if level.isOutOfReach, declared {
            member.export.unavailableInSwift = true
        } else if level.isOutOfReach, !member.export.hiddenFromObjC {
            member.export.hiddenFromObjC = true
            member.annotations.append(Located("HiddenFromObjC", at: location))
        } else if level.isReplaced, !member.export.refinedInSwift {
            member.export.refinedInSwift = true
            member.annotations.append(Located("ShouldRefineInSwift", at: location))
        }
    }

    private static func lowerClassifier(
        _ declaration: inout Declaration, level: SkieVisibilityLevel, sealedChild: Bool, unavailable: Bool,
        _ found: inout [Diagnostic]
    ) {
        let name = declaration.name.value
        if level.isReplaced {
            var objcName = declaration.export.objcName ?? ObjCNameAnnotation(location: declaration.location)
            let swiftName = objcName.swiftVisibleName ?? name
            objcName.swiftName = Located(
                SkieHiddenNaming.hidden(swiftName), at: objcName.swiftName?.location ?? declaration.location)
            declaration.export.objcName = objcName
        }
        guard level.isOutOfReach else { return }
        // A top-level plain class no type of the module names: declared unavailable in Swift, as SKIE's API notes
        // make it ("'A' is unavailable in Swift"), with its extensions (SkieUnavailableMembers).
        if unavailable, declaration.typeParameters.isEmpty {
            declaration.export.unavailableInSwift = true
            return
        }
        if sealedChild {
            declaration.skieAnnotations.insert(SKIEAnnotations.sealedCaseHidden, at: 0)
        }
        found.append(
            .generator(
                .annotationNotEmulated,
                "'\(name)' is @\(level.rawValue): the app cannot use it on the framework, but the generated Swift still "
                    + "declares it (declarations that use it need it)"
                    + (sealedChild ? "; SKIE's exhaustive enum gives it the else case, as here" : ""),
                at: declaration.location))
    }
}

/// A function or property: what `SkieVisibilityLowering` reads and sets.
protocol SkieVisibleMember {
    var annotations: [Located<String>] { get set }
    var export: ObjCExportAnnotations { get set }
    var location: SourceLocation { get }
}

extension Function: SkieVisibleMember {}
extension MemberProperty: SkieVisibleMember {}
extension FileProperty: SkieVisibleMember {}
extension Property: SkieVisibleMember {}
