// File-private helpers a generated file includes when its types need them.

/// Helper functions emitted into generated files (the runtime has no equivalent).
enum SupportFunctions {
    /// Kotlin `equals` for values Swift's `==` cannot compare (`Any`, protocol existentials,
    /// collections of them): hashable values by `==`, lists element-wise, maps by key,
    /// anything else by identity.
    static let kotlinEquals = SwiftFunction(
        modifiers: ["private"], name: RuntimeNames.equalsHelper,
        parameters: [
            SwiftParameter(label: nil, name: "lhs", type: "Any?"),
            SwiftParameter(label: nil, name: "rhs", type: "Any?"),
        ],
        returnType: "Bool",
        body: [
            .switchBlock(
                "(lhs, rhs)",
                [
                    SwiftSwitchCase("case (.none, .none)", [.line("return true")]),
                    SwiftSwitchCase("case (.none, _), (_, .none)", [.line("return false")]),
                    SwiftSwitchCase(
                        "case (let left as [Any], let right as [Any])",
                        [
                            .line(
                                "return left.count == right.count && zip(left, right).allSatisfy { \(RuntimeNames.equalsHelper)($0, $1) }"
                            )
                        ]),
                    SwiftSwitchCase(
                        "case (let left as [AnyHashable: Any], let right as [AnyHashable: Any])",
                        [
                            .line(
                                "return left.count == right.count && left.allSatisfy { \(RuntimeNames.equalsHelper)($0.value, right[$0.key]) }"
                            )
                        ]),
                    SwiftSwitchCase(
                        "case (let left as AnyHashable, let right as AnyHashable)", [.line("return left == right")]),
                    SwiftSwitchCase(
                        "case (let left as AnyObject, let right as AnyObject)", [.line("return left === right")]),
                    SwiftSwitchCase("default", [.line("return false")]),
                ])
        ],
        doc: ["Kotlin `equals` for values Swift's `==` cannot compare (`Any`, protocol existentials)."])
}
