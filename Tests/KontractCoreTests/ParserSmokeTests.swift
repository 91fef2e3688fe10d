import Testing

@testable import KontractCore

@Test func parsesTypeExpression() throws {
    let type = try KotlinTypeParser.parse("Map<String, List<Int?>>", at: .start(of: "x")).get()
    #expect(type.description == "Map<String, List<Int?>>")
}
