// A class's call of its superclass's constructor (`: Outcome(code = status)`), kept for the defaults calling the class.

import KotlinSourceSyntax

/// The superclass a data class or sealed class calls and each argument with a small file holding its tokens alone
/// (`IndexedFile.alone`): what `DefaultValueReader` reads to write the superclass's properties of a default calling
/// the class, as kotlinx encodes them.
struct SuperCall {
    /// The superclass as written, without type arguments (`Outcome`, `Outcome.Rejected`).
    var superclass: String
    var arguments: [(name: String?, value: KotlinSourceText, file: KotlinFileSyntax)]
    /// An argument spread (`*values`): which parameter it goes to is not told.
    var hasSpread: Bool

    init(_ supertype: KotlinSupertypeSyntax, in file: KotlinFileSyntax) {
        superclass = ExtractIndex.split(supertype.type).base.withoutBackticks
        hasSpread = (supertype.arguments ?? []).contains { $0.isSpread }
        arguments = (supertype.arguments ?? []).map { argument in
            let (text, alone) = IndexedFile.alone(argument.value, in: file)
            return (argument.name?.trimmingBackticks, text, alone)
        }
    }
}
