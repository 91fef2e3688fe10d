// File-private helpers a generated file includes when its types need them.

/// Helper functions emitted into generated files (the runtime has no equivalent).
enum SupportFunctions {
    /// Kotlin `equals` for values Swift's `==` cannot compare (`Any`, protocol existentials,
    /// collections of them): hashable values by `==`, lists element-wise, maps by key,
    /// anything else by identity.
    private static let sameCount = SwiftExpression.binary(.member("left", "count"), "==", .member("right", "count"))

    /// `(let left as T, let right as T)`: both sides of the switched pair cast to `type`.
    private static func bothAs(_ type: SwiftType) -> SwiftExpression {
        .tuple([.cast(.bindingPattern("left"), .plain, type), .cast(.bindingPattern("right"), .plain, type)])
    }

    static let kotlinEquals = SwiftFunction(
        modifiers: [.private], name: RuntimeNames.equalsHelper,
        parameters: [
            SwiftParameter(label: nil, name: "lhs", type: .optional("Any")),
            SwiftParameter(label: nil, name: "rhs", type: .optional("Any")),
        ],
        returnType: "Bool",
        body: [
            .switch(
                .tuple(["lhs", "rhs"]),
                [
                    SwiftSwitchCase(
                        patterns: [.tuple([.member(nil, "none"), .member(nil, "none")])], [.return(.bool(true))]),
                    SwiftSwitchCase(
                        patterns: [.tuple([.member(nil, "none"), "_"]), .tuple(["_", .member(nil, "none")])],
                        [.return(.bool(false))]),
                    SwiftSwitchCase(
                        patterns: [Self.bothAs(.array("Any"))],
                        [
                            .return(
                                .binary(
                                    sameCount, "&&",
                                    .call(
                                        .member(
                                            .call("zip", SwiftArgument("left"), SwiftArgument("right")), "allSatisfy"),
                                        [], trailingClosure: [.expression(RuntimeNames.equals("$0", "$1"))])))
                        ]),
                    SwiftSwitchCase(
                        patterns: [Self.bothAs(.dictionary("AnyHashable", "Any"))],
                        [
                            .return(
                                .binary(
                                    sameCount, "&&",
                                    .call(
                                        .member("left", "allSatisfy"), [],
                                        trailingClosure: [
                                            .expression(
                                                RuntimeNames.equals(
                                                    .member("$0", "value"), .subscript("right", .member("$0", "key"))))
                                        ])))
                        ]),
                    SwiftSwitchCase(
                        patterns: [Self.bothAs("AnyHashable")],
                        [.return(.binary("left", "==", "right"))]),
                    SwiftSwitchCase(
                        patterns: [Self.bothAs("AnyObject")],
                        [.return(.binary("left", "===", "right"))]),
                    .default([.return(.bool(false))]),
                ])
        ],
        doc: ["Kotlin `equals` for values Swift's `==` cannot compare (`Any`, protocol existentials)."])
}
