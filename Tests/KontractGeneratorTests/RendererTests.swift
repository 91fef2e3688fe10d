// Tests of the printer: one test per IR node shape.

import KontractGenerator
import Testing

@Test func rendersAStructWithStoredPropertiesGroupedAndMembersSeparated() {
    let type = SwiftTypeDeclaration(
        kind: .struct, name: "Point", inherits: ["Hashable"], doc: ["A point."],
        members: [
            .property(SwiftProperty(name: "x", type: "Int32")),
            .property(SwiftProperty(name: "y", type: "Int32")),
            .initializer(
                SwiftInitializer(
                    parameters: [SwiftParameter(label: "x", name: "x", type: "Int32")], body: [.line("self.x = x")])),
            .property(SwiftProperty(name: "sum", type: "Int32", getter: [.line("x + y")])),
        ])
    let file = SwiftFile(name: "p.swift", header: ["h"], imports: ["Foundation"], declarations: [.type(type)])
    #expect(
        SwiftRenderer.render(file) == """
            // h

            import Foundation

            /// A point.
            public struct Point: Hashable {
                public let x: Int32
                public let y: Int32

                public init(x: Int32) {
                    self.x = x
                }

                public var sum: Int32 { x + y }
            }

            """)
}

@Test func rendersSwitchesEnumCasesAndEmptyTypes() {
    let type = SwiftTypeDeclaration(
        kind: .enum, name: "E",
        members: [
            .enumCase(SwiftEnumCase(name: "a", rawValue: "\"A\"")),
            .enumCase(SwiftEnumCase(name: "b", associatedTypes: ["Int"])),
            .property(
                SwiftProperty(
                    name: "n", type: "Int",
                    getter: [
                        .switchBlock(
                            "self",
                            [
                                SwiftSwitchCase("case .a", [.line("return 0")]),
                                SwiftSwitchCase("default", [.line("return 1")]),
                            ])
                    ])),
        ])
    let file = SwiftFile(
        name: "e.swift", header: [], imports: [],
        declarations: [.type(type), .type(SwiftTypeDeclaration(kind: .openClass, name: "O", inherits: ["KotlinBase"]))])
    #expect(
        SwiftRenderer.render(file) == """
            public enum E {
                case a = "A"
                case b(Int)

                public var n: Int {
                    switch self {
                    case .a:
                        return 0
                    default:
                        return 1
                    }
                }
            }

            open class O: KotlinBase {}

            """)
}

@Test func rendersRawStringLiteralsAndBracedBlocksOverLines() {
    #expect(SwiftExpression.rawString(#"{"a":1}"#).description == ##"#"{"a":1}"#"##)
    let decode = SwiftStatement.expression(.try(.call(.identifier("decode"), SwiftArgument(.string("x")))))
    let header = SwiftStatement.declare(
        .let, "error", nil,
        .call(.identifier("#expect"), SwiftArgument("throws", .member(.type("KotlinJSONError"), "self"))))
    let file = SwiftFile(
        name: "t.swift", header: [], imports: [],
        declarations: [
            .function(
                SwiftFunction(
                    modifiers: [], name: "t", parameters: [], returnType: nil, body: [.braced(header, [decode])],
                    effects: .none))
        ])
    #expect(
        SwiftRenderer.render(file) == """
            func t() {
                let error = #expect(throws: KotlinJSONError.self) {
                    try decode("x")
                }
            }

            """)
}

@Test func rendersGenericParametersWithTheirConstraints() {
    var type = SwiftTypeDeclaration(kind: .struct, name: "Box", members: [])
    type.genericParameters = [SwiftGenericParameter("T"), SwiftGenericParameter("U", constraints: ["P", "Q"])]
    var function = SwiftFunction(
        name: "onEnum", parameters: [SwiftParameter(label: "of", name: "sealed", type: "__Sealed")],
        returnType: "ASealed", body: [.line("fatalError()")])
    function.genericParameters = [SwiftGenericParameter("__Sealed", constraints: [.named("A")])]
    let file = SwiftFile(name: "g.swift", header: [], imports: [], declarations: [.type(type), .function(function)])
    #expect(
        SwiftRenderer.render(file) == """
            public struct Box<T, U: P & Q> {}

            public func onEnum<__Sealed: A>(of sealed: __Sealed) -> ASealed {
                fatalError()
            }

            """)
}
