// A Kotlin type expression as written (`Map<String, List<Int?>>`), with the range of every node.

/// The syntax tree of a Kotlin type expression; names are not resolved.
///
/// Ranges count Unicode scalars from the start of the parsed text, so a caller that knows
/// where the text stands (a JSON string in a contract, a Kotlin source file) maps them to
/// its own positions.
public struct KotlinTypeSyntax: Sendable, Hashable {
    public indirect enum Kind: Sendable, Hashable {
        /// A (possibly qualified) class name with its type arguments.
        case named(path: [String], arguments: [KotlinTypeSyntax])
        /// A function type; `isSuspend` for `suspend (A) -> B`.
        case function(parameters: [KotlinTypeSyntax], returns: KotlinTypeSyntax, isSuspend: Bool)
        /// The `*` projection inside type arguments.
        case star
    }

    public var kind: Kind
    public var isNullable: Bool
    /// The scalars the node spans, its `?` included.
    public var range: Range<Int>
    /// A function type with a receiver (`A.(B) -> C`): its first parameter is the receiver.
    public var hasReceiver: Bool
    /// A function type's parameter names as written (`(result: Int) -> Unit`), one per parameter of `kind` (nil where
    /// none is written, the receiver's always); empty when none is. They document the parameters and do not change
    /// the type.
    public var parameterNames: [String?]

    public init(
        _ kind: Kind, isNullable: Bool = false, range: Range<Int>, hasReceiver: Bool = false,
        parameterNames: [String?] = []
    ) {
        self.kind = kind
        self.isNullable = isNullable
        self.range = range
        self.hasReceiver = hasReceiver
        self.parameterNames = parameterNames
    }
}
