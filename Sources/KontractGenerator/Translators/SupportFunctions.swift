// File-private helpers a generated file includes when its types need them.

/// Helper functions emitted into generated files (the runtime has no equivalent).
enum SupportFunctions {
    /// Kotlin `equals` for values Swift's `==` cannot compare (`Any`, protocol existentials,
    /// collections of them): hashable values by `==`, lists element-wise, maps by key,
    /// anything else by identity.
    private static let sameCount = SwiftExpression.binary(.member("left", "count"), "==", .member("right", "count"))

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
                    SwiftSwitchCase("case (.none, .none)", [.return(.bool(true))]),
                    SwiftSwitchCase("case (.none, _), (_, .none)", [.return(.bool(false))]),
                    SwiftSwitchCase(
                        "case (let left as [Any], let right as [Any])",
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
                        "case (let left as [AnyHashable: Any], let right as [AnyHashable: Any])",
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
                        "case (let left as AnyHashable, let right as AnyHashable)",
                        [.return(.binary("left", "==", "right"))]),
                    SwiftSwitchCase(
                        "case (let left as AnyObject, let right as AnyObject)",
                        [.return(.binary("left", "===", "right"))]),
                    .default([.return(.bool(false))]),
                ])
        ],
        doc: ["Kotlin `equals` for values Swift's `==` cannot compare (`Any`, protocol existentials)."])
}
