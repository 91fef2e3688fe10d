// What mapping one Kotlin file needs: the file, the module index, and where its diagnostics go.

import KontractCore
import KotlinSourceSyntax

/// The file being mapped, the index of every file's declarations, and the diagnostics found so far.
struct ExtractionContext {
    /// The file mapped; while it is being parsed, as far as it is read (`ContractExtractor.mapped`).
    var file: ExtractedKotlinFile
    let index: ExtractIndex
    var diagnostics: [Diagnostic] = []
    /// Where each declaration (`Outer.Name`) and member (`Outer.Name.member`, `File.kt.function`) stands.
    var locations: [String: SourceLocation] = [:]
    /// Whether `locations` is filled (the drift check and docs read it; `extract` to files or stdout does not).
    var recordsLocations = true
    /// The type parameters of the declarations and function being mapped (type names resolve to them first).
    var typeParametersInScope: Set<String> = []
    /// The nested name of the class-like declaration being mapped (`Outer.Inner`), "" at the top level.
    var enclosingName = ""
    /// The unresolved type names reported (`LINE:COLUMN Name`): a receiver and a type naming one once.
    var unresolvedTypeNames: Set<String> = []
    /// The types resolved without a warning at the file's top level (`resolvedType`'s memo).
    var resolvedTypes: [ResolvedTypeKey: String] = [:]
    /// The same inside the top-level declaration being mapped, emptied after each one (`forgetEnclosedTypes`): its
    /// keys name that declaration, so no later one reads them (a 10 MB file of 200,000 one-line classes held
    /// 88 MB of them to the end).
    var enclosedResolvedTypes: [ResolvedTypeKey: String] = [:]
    /// Whether the type being scanned named a name an enclosing declaration may declare (`enclosableNames`) or
    /// one that may be left out: then `resolvedType` remembers it for its enclosing declaration alone.
    var scanReadEnclosing = false
    /// How each dotted name resolves through the file's imports and package (`resolveTypeName`'s memo).
    var fileScopeResolutions: [String: TypeNameResolution] = [:]

    /// The file's package and imports, for type names.
    let importScope: ImportScope
    /// The library types this file names (their library contracts are written after every file is mapped).
    var libraryUses: [LibraryTypeUse] = []
    /// How many type names found nowhere were met in the member or declaration being mapped (`UnresolvedTypes`).
    var unresolvedMet = 0
    /// The KX0104s of those names, waiting to say what is left out.
    var unresolvedWaiting: [UnresolvedTypeName] = []
    /// The declarations and members left out for a type found nowhere (`package|Outer.Name`, `package|Name.member`).
    var leftOut: [String] = []

    init(file: ExtractedKotlinFile, index: ExtractIndex) {
        self.file = file
        self.index = index
        importScope = ImportScope(file.syntax)
    }

    func location(_ position: KotlinSourcePosition) -> SourceLocation {
        SourceLocation(file: file.path, line: position.line, column: position.column)
    }

    /// The type Kotlin infers for an initializer without a written type: a literal's (`42`: Int), or, for a name
    /// alone, a class's companion object (`val refToItself = Foo2`: `Foo2.Companion`) or an object (`Config`);
    /// nil for anything else (the caller's KX0102).
    func inferredType(_ expression: KotlinSourceText) -> String? {
        if let literal = KotlinLiteralValue.inferredType(expression) { return literal }
        guard expression.tokens.count == 1, file.syntax.tokens[expression.tokens.lowerBound].kind == .identifier
        else { return nil }
        let name = file.syntax.text(expression.tokens.lowerBound)
        if let companion = index.companionTypes[name] { return companion }
        if let info = index.classes[name], info.isObject { return info.name }
        return nil
    }

    /// Lets go of the types memoised inside the top-level declaration just mapped.
    mutating func forgetEnclosedTypes() {
        enclosedResolvedTypes.removeAll(keepingCapacity: true)
    }

    /// `name` is built only when locations are recorded (`extract` to files or stdout builds none).
    mutating func record(_ name: @autoclosure () -> String, _ position: KotlinSourcePosition) {
        guard recordsLocations else { return }
        let name = name()
        if locations[name] == nil { locations[name] = location(position) }
    }

    mutating func report(_ code: ExtractionDiagnosticCode, _ message: String, at position: KotlinSourcePosition) {
        diagnostics.append(.extraction(code, message, at: location(position)))
    }

    /// A default's JSON, or nil with a KX0201 warning naming what is not constant.
    mutating func constant(_ expression: KotlinSourceText, of owner: String, type: String? = nil) -> ContractJSON? {
        var reader = DefaultValueReader(file: file.syntax, index: index, expression: expression, expected: type)
        switch reader.read() {
        case .success(let value):
            return value
        case .failure(let problem):
            report(
                .defaultNotConstant,
                "the default of '\(owner)' is not a constant the contract can hold (\(problem.reason)): "
                    + "'\(Self.oneLine(expression.text))' is left out", at: problem.position)
            return nil
        }
    }

    /// An expression quoted in a diagnostic, on one line as the compiler format wants: its first line, then `…`
    /// (kotlinconf-app's `assistedMetroViewModel<…> {⏎ create(id)⏎ }` default).
    static func oneLine(_ text: String) -> String {
        guard let end = text.firstIndex(where: { $0 == "\n" || $0 == "\r" }) else { return text }
        return text[..<end].trimmingWhitespaces + " …"
    }

    /// Annotations that change what Swift sees which extract does not read yet (each a KX0103 warning).
    static let unreadAnnotations: Set<String> = [
        "ObjCName", "ObjCEnum", "Deprecated", "JsonClassDiscriminator", "Polymorphic", "Contextual",
        "KeepGeneratedSerializer",
    ]
    /// SKIE's annotations, by the first segment of their name (`SealedInterop.Enabled`).
    static let skieAnnotations: Set<String> = [
        "SealedInterop", "EnumInterop", "SkieVisibility", "FlowInterop", "DefaultArgumentInterop", "SuspendInterop",
    ]

    /// KX0103 for each annotation of `name` that changes what Swift sees and is not read yet; `carried` names
    /// those the caller reads (a member's `HiddenFromObjC`).
    mutating func reportUnread(
        _ annotations: [KotlinAnnotationSyntax], on name: @autoclosure () -> String, carried: Set<String> = []
    ) {
        for annotation in annotations {
            let first = String(annotation.name.splitting(UInt8(ascii: ".")).first ?? "")
            let isUnread =
                Self.unreadAnnotations.contains(annotation.simpleName) || Self.skieAnnotations.contains(first)
                || (["HiddenFromObjC", "ShouldRefineInSwift", "HidesFromObjC"].contains(annotation.simpleName)
                    && !carried.contains(annotation.simpleName))
            guard isUnread, annotation.useSite != "file",
                !(annotation.useSite == nil && carried.contains(annotation.simpleName))
            else { continue }
            report(
                .annotationNotExtracted,
                "@\(annotation.name) on '\(name())' is not extracted yet: the contract leaves it out",
                at: annotation.position)
        }
    }

    /// Exported to Swift: not `private` or `internal` (a `protected` member is, as the exporter shows it).
    static func isExported(_ modifiers: [String]) -> Bool {
        !modifiers.contains("private") && !modifiers.contains("internal")
    }
}

extension KotlinDeclarationSyntax {
    /// The annotation named `simpleName` (`SerialName`, `kotlinx.serialization.SerialName`).
    func annotation(_ simpleName: String) -> KotlinAnnotationSyntax? {
        annotations.first { $0.simpleName == simpleName }
    }
}

extension KotlinParameterSyntax {
    func annotation(_ simpleName: String) -> KotlinAnnotationSyntax? {
        annotations.first { $0.simpleName == simpleName }
    }
}

extension KotlinAnnotationSyntax {
    /// The annotation's string arguments, nil when one is not a plain string literal.
    var stringArguments: [String]? {
        guard let arguments else { return [] }
        var result: [String] = []
        for argument in arguments {
            guard let text = KotlinLiteralValue.string(argument.value) else { return nil }
            result.append(text)
        }
        return result
    }
}
