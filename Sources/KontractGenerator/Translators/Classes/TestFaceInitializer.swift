// The test face's way to make an instance of a class whose constructors Swift cannot call.

/// A class the contract gives no constructor Swift can call (`"constructors": []`: a library class whose constructors
/// the contract does not know, such as Ktor's `HttpClient`; or only `private`/`internal` ones) has no public `init`,
/// as on the framework, so app code cannot construct it. A test needs one to pass where the API takes it: the
/// test face (`@_spi(Testing)`) has `init(kontractForTests: ())`. Its body properties hold their `initial` values;
/// reading one without stops with a message naming it, as for any class.
enum TestFaceInitializer {
    static let label = "kontractForTests"

    /// `@_spi(Testing) public convenience init(kontractForTests _: Void)`, chaining to the class's own
    /// `init(kontractSubclass:)`.
    static func declaration(className: String) -> SwiftDeclaration {
        SwiftDeclaration.initializer(
            SwiftInitializer(
                modifiers: [.public, .convenience],
                parameters: [SwiftParameter(label: label, name: "_", type: "Void")],
                body: [
                    .expression(
                        .call(
                            .member(.identifier("self"), "init"),
                            SwiftArgument(PlainClassTranslator.subclassInitLabel, .tuple([]))))
                ],
                doc: [
                    "Kontract (test face): `\(className)` has no constructor Swift can call (the contract lists none it exports); tests make one here."
                ])
        ).onTestFace
    }
}
