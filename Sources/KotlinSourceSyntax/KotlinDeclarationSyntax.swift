// The declaration-level syntax tree of a Kotlin file: package, imports, declarations, their headers and members.

/// A piece of source text: an expression, a type or an argument as written, with its tokens.
public struct KotlinSourceText: Sendable, Hashable {
    /// The source bytes the tokens span, as written (comments and spacing inside kept).
    public var text: String
    /// The indices of its tokens in the file's token array.
    public var tokens: Range<Int>
    public var position: KotlinSourcePosition

    public init(text: String, tokens: Range<Int>, position: KotlinSourcePosition) {
        self.text = text
        self.tokens = tokens
        self.position = position
    }
}

/// One argument of an annotation, a constructor call or an enum entry: `name = value` or `value`.
public struct KotlinArgumentSyntax: Sendable, Hashable {
    public var name: String?
    public var isSpread: Bool
    public var value: KotlinSourceText

    public init(name: String?, isSpread: Bool = false, value: KotlinSourceText) {
        self.name = name
        self.isSpread = isSpread
        self.value = value
    }
}

/// `@file:Name(args)`, `@get:Name`, `@Name`: the annotation's dotted name and its arguments as written.
public struct KotlinAnnotationSyntax: Sendable, Hashable {
    /// The use-site target (`file`, `get`, `field`, `param`, ...), when written.
    public var useSite: String?
    /// The name as written (`SerialName`, `kotlinx.serialization.Transient`, `EncodeDefault`).
    public var name: String
    /// nil when written without parentheses.
    public var arguments: [KotlinArgumentSyntax]?
    public var position: KotlinSourcePosition

    public init(useSite: String?, name: String, arguments: [KotlinArgumentSyntax]?, position: KotlinSourcePosition) {
        self.useSite = useSite
        self.name = name
        self.arguments = arguments
        self.position = position
    }

    /// The last segment of the name (`Transient` for `kotlinx.serialization.Transient`).
    public var simpleName: String {
        // Most names have no dot: no String is made for them. The dot is looked for in the String's bytes (the
        // UTF8View's own `lastIndex(of:)` was 8.9 M instructions of an extract of 400 files).
        let offset =
            name.utf8.withContiguousStorageIfAvailable { $0.lastIndex(of: UInt8(ascii: ".")) }
            ?? name.utf8.lastIndex(of: UInt8(ascii: ".")).map { name.utf8.distance(from: name.utf8.startIndex, to: $0) }
        guard let offset else { return name }
        let after = name.utf8.index(name.utf8.startIndex, offsetBy: offset + 1)
        guard after != name.utf8.endIndex else { return name.split(separator: ".").last.map(String.init) ?? name }
        return String(name[after...])
    }
}

/// `import a.b.C`, `import a.b.*`, `import a.b.C as D`.
public struct KotlinImportSyntax: Sendable, Hashable {
    public var path: String
    public var isStar: Bool
    public var alias: String?
    public var position: KotlinSourcePosition

    public init(path: String, isStar: Bool, alias: String?, position: KotlinSourcePosition) {
        self.path = path
        self.isStar = isStar
        self.alias = alias
        self.position = position
    }
}

/// `<out T : Bound>` (a bound from a `where` clause is added to the parameter's bounds).
public struct KotlinTypeParameterSyntax: Sendable, Hashable {
    public var name: String
    /// `in`, `out`, or nil.
    public var variance: String?
    public var isReified: Bool
    public var bounds: [String]
    public var position: KotlinSourcePosition

    public init(
        name: String, variance: String?, isReified: Bool, bounds: [String], position: KotlinSourcePosition
    ) {
        self.name = name
        self.variance = variance
        self.isReified = isReified
        self.bounds = bounds
        self.position = position
    }
}

/// A function or constructor parameter: `@A vararg val name: Type = default`.
public struct KotlinParameterSyntax: Sendable, Hashable {
    public var name: String
    /// The type as Kotlin text (normalised spacing), nil in a lambda's or setter's untyped parameter.
    public var type: String?
    /// `val` or `var` on a primary-constructor parameter.
    public var binding: String?
    public var modifiers: [String]
    public var annotations: [KotlinAnnotationSyntax]
    public var defaultValue: KotlinSourceText?
    public var doc: String?
    public var position: KotlinSourcePosition

    public init(
        name: String, type: String?, binding: String?, modifiers: [String], annotations: [KotlinAnnotationSyntax],
        defaultValue: KotlinSourceText?, doc: String?, position: KotlinSourcePosition
    ) {
        self.name = name
        self.type = type
        self.binding = binding
        self.modifiers = modifiers
        self.annotations = annotations
        self.defaultValue = defaultValue
        self.doc = doc
        self.position = position
    }
}

/// A supertype: `Base(args)` (a constructor call), `Iface`, or `Iface by delegate`.
public struct KotlinSupertypeSyntax: Sendable, Hashable {
    public var type: String
    /// The constructor call's arguments; nil when the supertype is not called (an interface).
    public var arguments: [KotlinArgumentSyntax]?
    public var delegate: KotlinSourceText?
    public var position: KotlinSourcePosition

    public init(
        type: String, arguments: [KotlinArgumentSyntax]?, delegate: KotlinSourceText?, position: KotlinSourcePosition
    ) {
        self.type = type
        self.arguments = arguments
        self.delegate = delegate
        self.position = position
    }
}

/// An enum entry: `@SerialName("x") NAME(args) { body }`.
public struct KotlinEnumEntrySyntax: Sendable, Hashable {
    public var name: String
    public var annotations: [KotlinAnnotationSyntax]
    public var arguments: [KotlinArgumentSyntax]?
    public var hasBody: Bool
    public var doc: String?
    public var position: KotlinSourcePosition

    public init(
        name: String, annotations: [KotlinAnnotationSyntax], arguments: [KotlinArgumentSyntax]?, hasBody: Bool,
        doc: String?, position: KotlinSourcePosition
    ) {
        self.name = name
        self.annotations = annotations
        self.arguments = arguments
        self.hasBody = hasBody
        self.doc = doc
        self.position = position
    }
}

/// A property's `get()` or `set(value)`.
/// A property's explicit backing field: `private field: MutableStateFlow<Int> = MutableStateFlow(0)`.
public struct KotlinBackingFieldSyntax: Sendable, Hashable {
    public var modifiers: [String]
    public var annotations: [KotlinAnnotationSyntax]
    /// The field's own type, when written.
    public var type: String?
    public var initializer: KotlinSourceText?
    public var position: KotlinSourcePosition

    public init(
        modifiers: [String], annotations: [KotlinAnnotationSyntax], type: String?, initializer: KotlinSourceText?,
        position: KotlinSourcePosition
    ) {
        self.modifiers = modifiers
        self.annotations = annotations
        self.type = type
        self.initializer = initializer
        self.position = position
    }
}

public struct KotlinAccessorSyntax: Sendable, Hashable {
    public var isGetter: Bool
    public var modifiers: [String]
    public var annotations: [KotlinAnnotationSyntax]
    /// `get() = expression`: the expression.
    public var expression: KotlinSourceText?
    /// `get() { … }`: true.
    public var hasBlockBody: Bool
    public var position: KotlinSourcePosition

    public init(
        isGetter: Bool, modifiers: [String], annotations: [KotlinAnnotationSyntax], expression: KotlinSourceText?,
        hasBlockBody: Bool, position: KotlinSourcePosition
    ) {
        self.isGetter = isGetter
        self.modifiers = modifiers
        self.annotations = annotations
        self.expression = expression
        self.hasBlockBody = hasBlockBody
        self.position = position
    }
}

/// What a declaration is, by its keyword; `enum class`, `data class` and friends are a `class` with modifiers.
public enum KotlinDeclarationKind: String, Sendable, Hashable {
    case `class`
    case interface
    case object
    case typeAlias = "typealias"
    case function = "fun"
    case property
    /// A secondary constructor (`constructor(...)`).
    case constructor
    /// An `init { }` block.
    case initializer = "init"
}

/// One declaration with its header and members; keys that do not apply to its kind stay empty.
public struct KotlinDeclarationSyntax: Sendable, Hashable {
    public var kind: KotlinDeclarationKind
    /// The name (empty for `init`, a constructor and an unnamed companion object).
    public var name: String
    /// Where the name stands (the keyword's position when there is no name).
    public var position: KotlinSourcePosition
    public var doc: String?
    public var annotations: [KotlinAnnotationSyntax] = []
    /// Modifiers as written, in order (`private`, `data`, `sealed`, `suspend`, `companion`, `fun` of `fun interface`).
    public var modifiers: [String] = []
    public var typeParameters: [KotlinTypeParameterSyntax] = []
    /// A class's primary constructor parameters (nil without one); a function's or constructor's parameters.
    public var parameters: [KotlinParameterSyntax]?
    /// Modifiers and annotations of an explicit `constructor` keyword in a class header.
    public var constructorModifiers: [String] = []
    public var constructorAnnotations: [KotlinAnnotationSyntax] = []
    public var supertypes: [KotlinSupertypeSyntax] = []
    public var enumEntries: [KotlinEnumEntrySyntax] = []
    public var members: [KotlinDeclarationSyntax] = []
    /// An extension's receiver type.
    public var receiver: String?
    /// A property's type, a function's return type, a typealias's aliased type.
    public var type: String?
    /// `val` (false) or `var` (true).
    public var isMutable: Bool = false
    /// `context(...)` before the declaration (Kotlin 2.2's context parameters, or the older context receivers);
    /// held beside `isMutable` (in its padding, so a declaration stays its size). The list itself is skipped.
    public var hasContextParameters: Bool = false
    /// A property's initializer, or a function's expression body (`= expression`).
    public var initializer: KotlinSourceText?
    /// A property's `by` delegate.
    public var delegate: KotlinSourceText? {
        get { delegateStorage.first }
        set { delegateStorage = newValue.map { [$0] } ?? [] }
    }
    public var getter: KotlinAccessorSyntax? {
        get { getterStorage.first }
        set { getterStorage = newValue.map { [$0] } ?? [] }
    }
    public var setter: KotlinAccessorSyntax? {
        get { setterStorage.first }
        set { setterStorage = newValue.map { [$0] } ?? [] }
    }
    // The delegate and accessors are held in arrays as the backing field is: one word each in every declaration
    // instead of 48 and 96 bytes (a declaration took 488 bytes, 272 now; the declarations of a file are its second
    // largest structure after its tokens).
    private var delegateStorage: [KotlinSourceText] = []
    private var getterStorage: [KotlinAccessorSyntax] = []
    private var setterStorage: [KotlinAccessorSyntax] = []
    /// A property's explicit backing field (`field = MutableStateFlow(0)`, Kotlin 2's explicit backing fields).
    /// Held in an array (one word in every declaration, not the field's hundred bytes: trees stay their size).
    public var backingField: KotlinBackingFieldSyntax? {
        get { backingFieldStorage.first }
        set { backingFieldStorage = newValue.map { [$0] } ?? [] }
    }
    private var backingFieldStorage: [KotlinBackingFieldSyntax] = []
    /// A function's or class's `{ … }` body tokens (functions, constructors, `init` blocks: skipped, not parsed, and
    /// only the first few tokens of the inside and the closing `}` kept: `KotlinFileSyntax.containsIdentifier`
    /// reads the inside).
    public var body: Range<Int>?

    public init(kind: KotlinDeclarationKind, name: String, position: KotlinSourcePosition, doc: String?) {
        self.kind = kind
        self.name = name
        self.position = position
        self.doc = doc
    }

    /// A declaration at `position` whose kind and name the parser then sets, all its fields set here at once (set
    /// one by one after `init`, it was built aside and copied into the parser's array: a retain and a release of
    /// every field).
    init(
        at position: KotlinSourcePosition, doc: String?, annotations: [KotlinAnnotationSyntax], modifiers: [String],
        hasContextParameters: Bool
    ) {
        self.kind = .class
        self.name = ""
        self.position = position
        self.doc = doc
        self.annotations = annotations
        self.modifiers = modifiers
        self.hasContextParameters = hasContextParameters
    }

    public func has(_ modifier: String) -> Bool { modifiers.contains(modifier) }
}

/// A parsed Kotlin file: its tokens, file annotations, package, imports and top-level declarations.
public struct KotlinFileSyntax: Sendable {
    public var bytes: [UInt8]
    public var tokens: [KotlinToken]
    public var fileAnnotations: [KotlinAnnotationSyntax] = []
    public var packageName: String = ""
    /// The KDoc right before the `package` line (or the `@file:` annotations above it): the file's own, which Kotlin
    /// attaches to nothing and extract gives the file's facade; nil in the names-only mode.
    public var packageDoc: String?
    public var imports: [KotlinImportSyntax] = []
    public var declarations: [KotlinDeclarationSyntax] = []
    /// Lexer and parser errors, in source order.
    public var errors: [KotlinSourceError] = []

    public init(bytes: [UInt8], tokens: [KotlinToken]) {
        self.bytes = bytes
        self.tokens = tokens
    }

    /// The text of one token.
    public func text(_ index: Int) -> String { KotlinLexer.text(of: tokens[index], in: bytes) }

    /// The source text of tokens `range` (comments and spacing between them kept).
    public func sourceText(_ range: Range<Int>) -> KotlinSourceText { Self.sourceText(range, of: tokens, in: bytes) }

    static func sourceText(_ range: Range<Int>, of tokens: [KotlinToken], in bytes: [UInt8]) -> KotlinSourceText {
        guard !range.isEmpty else {
            return KotlinSourceText(text: "", tokens: range, position: tokens[range.lowerBound].position)
        }
        let span = tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound
        return KotlinSourceText(
            text: KotlinLexer.string(bytes, span), tokens: range,
            position: tokens[range.lowerBound].position)
    }

    /// Whether an identifier token spelled `name` stands in tokens `range` or between them: a skipped body's inside
    /// (``KotlinDeclarationSyntax/body``), whose tokens are not kept, is lexed again for it.
    public func containsIdentifier(_ name: String, in range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        let span = tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound
        let spanBytes = Array(bytes[span])
        let wanted = Array(name.utf8)
        return KotlinLexer.tokenize(spanBytes).tokens.contains {
            $0.kind == .identifier && spanBytes[$0.range].elementsEqual(wanted)
        }
    }
}
