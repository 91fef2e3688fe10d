// The IR's text as its description: the printer owns the text, so the conformances live beside it, not in IR/.

extension SwiftType: CustomStringConvertible {
    /// The type as Swift source text.
    public var description: String { SwiftRenderer.text(of: self) }
}

extension SwiftExpression: CustomStringConvertible {
    /// The expression as Swift source text (lines joined with `\n` for wrapped layouts).
    public var description: String { SwiftRenderer.text(of: self) }
}
