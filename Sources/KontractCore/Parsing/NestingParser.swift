// Reads `nested`, `inner` and `companion`: the declarations a class body holds besides its members.

import KotlinSyntax

extension ContractParser {
    /// Kinds whose body may hold nested declarations (Kotlin allows them in every class-like declaration).
    static func allowsNested(_ kind: Declaration.Kind) -> Bool { kind != .file }

    /// Kinds that may have a `companion object` (every class and interface; not an object).
    static func allowsCompanion(_ kind: Declaration.Kind) -> Bool {
        kind != .file && !kind.isObject
    }

    /// `nested: [declaration]`, `inner: true` (a `class` only) and `companion: { name?, properties?, functions?, doc?,
    /// objcName?, supertypes?, superArguments? }`.
    static func parseNesting(
        into declaration: inout Declaration, _ reader: inout ObjectReader, _ diagnostics: inout DiagnosticCollector
    ) {
        let kind = declaration.kind
        if allowsNested(kind) {
            declaration.nested = (reader.array("nested", diagnostics: &diagnostics) ?? []).compactMap { json in
                // `nested: false`: the parser's own "nested in a sealed type" message is not this one.
                guard let nested = parseDeclaration(json, nested: false, &diagnostics) else { return nil }
                if nested.kind == .file {
                    diagnostics.emit(.invalidNesting, "a file cannot be nested in a declaration", at: json.location)
                    return nil
                }
                return nested
            }
        }
        if kind == .plainClass {
            declaration.isInner = reader.bool("inner", diagnostics: &diagnostics) ?? false
        }
        if allowsCompanion(kind), let json = reader.value("companion") {
            if let companion = parseCompanion(json, &diagnostics) { declaration.nested.append(companion) }
        }
    }

    /// A `companion object` as the `object` it is: named `Companion` unless the contract names it.
    private static func parseCompanion(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> Declaration? {
        guard var reader = ObjectReader(json, what: "a companion object", diagnostics: &diagnostics) else { return nil }
        var name = reader.string("name", diagnostics: &diagnostics) ?? Located("Companion", at: json.location)
        if let backquoted = KotlinIdentifier.backquoted(name.value) {
            name.value = backquoted
        } else if !KotlinIdentifier.isValid(name.value) {
            diagnostics.emit(
                .invalidName,
                "'\(name.value)' is not a valid Kotlin class name\(MemberParser.backquoteHint(name.value))",
                at: name.location)
        }
        var companion = Declaration(kind: .object, name: name, location: json.location)
        companion.isCompanion = true
        companion.isSerializable = false
        companion.doc = reader.string("doc", diagnostics: &diagnostics)?.value
        // `@ObjCName("CompanionInObjC", "CompanionInSwift") companion object`: Swift sees `Foo.CompanionInSwift`.
        companion.export = ObjCExportAnnotationParser.read(
            &reader, keys: [.objcName, .exact], on: "a companion object", &diagnostics)
        companion.properties = (reader.array("properties", diagnostics: &diagnostics) ?? []).compactMap {
            MemberParser.property($0, isObjectProperty: true, &diagnostics)
        }
        companion.functions = (reader.array("functions", diagnostics: &diagnostics) ?? []).compactMap {
            MemberParser.function($0, &diagnostics)
        }
        // `companion object : Base()`, `companion object : Factory<Foo>`: an object's supertypes and what it passes
        // to its superclass's constructor, checked and generated as any object's (`FooCompanion : Base`).
        companion.supertypes = supertypes(&reader, &diagnostics)
        companion.superArguments = SuperArgumentParser.read(&reader, &diagnostics)
        reader.finish(&diagnostics)
        return companion
    }
}
