// Export annotations Kontract accepts take the exporter's effect in the generated Swift, or are reported at their line.

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Suite struct ExportAnnotationEffectTests {
    /// The contract text's declarations in a module; the pipeline's and every configuration's generator run.
    struct Run {
        let text: String
        let diagnostics: [Diagnostic]
        let swift: [(options: GeneratorOptions, text: String)]

        func text(_ options: GeneratorOptions) -> String? { swift.first { $0.options == options }?.text }

        func line(of probe: String) -> Int {
            (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(probe) } ?? -1) + 1
        }

        func reported(_ id: String, atLineOf probe: String) -> Bool {
            diagnostics.contains { $0.id == id && $0.location.line == line(of: probe) }
        }
    }

    static func run(_ declarations: String) throws -> Run {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text =
            #"{ "kontract": 1, "module": "Shared", "package": "p", "declarations": [ "# + "\n" + declarations + "\n] }"
        let path = folder.appendingPathComponent("m.kontract.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let pipeline = ContractPipeline.run([path])
        #expect(!pipeline.hasErrors, "\(pipeline.diagnostics.map(\.formatted))")
        let module = try #require(pipeline.module)
        var diagnostics = pipeline.diagnostics
        var swift: [(options: GeneratorOptions, text: String)] = []
        for options in SwiftGenerator.configurations {
            let result = SwiftGenerator.run(module: module, options: options)
            diagnostics += result.diagnostics
            swift.append((options, result.files.map(\.contents).joined(separator: "\n")))
        }
        return Run(text: text, diagnostics: diagnostics, swift: swift)
    }

    static let bridge = GeneratorOptions(interop: .objc, style: .bridge)

    @Test func memberExtensionPropertiesAreAccessorMethods() throws {
        let run = try Self.run(
            #"{ "kind": "class", "name": "Foo", "properties": [ { "name": "ext", "receiver": "String", "type": "Int" },"#
                + "\n" + #"{ "name": "flag", "receiver": "Foo", "type": "Boolean", "mutable": true } ] }"#)
        let swift = try #require(run.text(Self.bridge))
        #expect(swift.contains("public func ext(_ receiver: String) -> Int32"), "\(swift)")
        #expect(swift.contains("public func flag(_ receiver: Foo) -> Bool"), "\(swift)")
        #expect(swift.contains("public func setFlag(_ receiver: Foo, value: Bool)"), "\(swift)")
        #expect(!swift.contains("var ext"), "\(swift)")
    }

    @Test func refinedAndRenamedViewModelFlowsTakeTheirSwiftNames() throws {
        let run = try Self.run(
            #"{ "kind": "class", "name": "Vm", "supertypes": [ "ViewModel" ], "properties": ["#
                + #"{ "name": "ticks", "type": "Flow<Int>", "annotations": [ "ShouldRefineInSwift" ] },"#
                + #"{ "name": "labels", "type": "Flow<String>", "objcName": "captions" } ] }"#)
        for (options, swift) in run.swift {
            #expect(swift.contains("public var __ticks:"), "\(options)")
            #expect(swift.contains("public var captions:"), "\(options)")
            #expect(!swift.contains("public var ticks:") && !swift.contains("public var labels:"), "\(options)")
        }
    }

    @Test func hiddenDataClassAndObjectPropertiesAreNotPublic() throws {
        let run = try Self.run(
            #"{ "kind": "data class", "name": "D", "properties": [ { "name": "shown", "type": "Int" },"# + "\n"
                + #"{ "name": "zqHidden", "type": "Int", "default": 0, "deprecated": { "message": "m", "level": "HIDDEN" } } ] },"#
                + "\n"
                + #"{ "kind": "object", "name": "O", "properties": [ { "name": "kept", "type": "Int", "default": 1 },"#
                + "\n"
                + #"{ "name": "zqGone", "type": "Int", "default": 2, "deprecated": { "message": "m", "level": "HIDDEN" } },"#
                + "\n"
                + #"{ "name": "zqError", "type": "Int", "default": 3, "deprecated": { "message": "m", "level": "ERROR" } } ] }"#
        )
        for (options, swift) in run.swift {
            #expect(!swift.contains("public let zqHidden") && !swift.contains("public var zqHidden"), "\(options)")
            #expect(swift.contains("zqHidden"), "\(options): the initializer keeps the parameter")
            #expect(!swift.contains("zqGone"), "\(options)")
            #expect(swift.contains("public var zqError: "), "\(options): a computed property")
        }
    }

    @Test func annotationsWithoutSwiftEffectAreReportedAtTheirLine() throws {
        let run = try Self.run(
            #"{ "kind": "class", "name": "ZqHiddenClass", "annotations": [ "HiddenFromObjC" ] },"# + "\n"
                + #"{ "kind": "data class", "name": "D", "deprecated": "zqDataDeprecated", "properties": ["# + "\n"
                + #"{ "name": "n", "type": "Int", "deprecated": { "message": "zqPropertyDeprecated", "level": "ERROR" } } ] },"#
                + "\n"
                + #"{ "kind": "enum class", "name": "E", "entries": [ "A" ], "deprecated": "zqEnumDeprecated" },"#
                + "\n"
                + #"{ "kind": "object", "name": "O", "deprecated": { "message": "zqObjectHidden", "level": "HIDDEN" } }"#
        )
        #expect(run.reported("KG0003", atLineOf: "ZqHiddenClass"))
        #expect(run.reported("KG0003", atLineOf: "zqDataDeprecated"))
        #expect(run.reported("KG0003", atLineOf: "zqPropertyDeprecated"))
        #expect(run.reported("KG0003", atLineOf: "zqEnumDeprecated"))
        #expect(run.reported("KG0003", atLineOf: "zqObjectHidden"))
    }

    @Test func sealedTypedDefaultsAreSpelledInEveryStyle() throws {
        let run = try Self.run(
            #"{ "kind": "sealed interface", "name": "Shape", "subclasses": ["#
                + #"{ "kind": "data class", "name": "Rect", "serialName": "rect", "properties": [ { "name": "w", "type": "Int" } ] },"#
                + #"{ "kind": "data object", "name": "Empty" } ] },"# + "\n"
                + #"{ "kind": "data class", "name": "Drawing", "properties": ["#
                + #"{ "name": "main", "type": "Shape", "default": { "type": "rect", "w": 2 } },"#
                + #"{ "name": "all", "type": "List<Shape>", "default": [ { "type": "p.Shape.Empty" } ] } ] }"#)
        #expect(!run.diagnostics.contains { $0.severity == .error }, "\(run.diagnostics.map(\.formatted))")
        let swiftStyle = try #require(run.text(GeneratorOptions(interop: .objc, style: .swift)))
        #expect(swiftStyle.contains("Shape.rect(Shape.Rect(w: 2))"), "\(swiftStyle)")
        #expect(swiftStyle.contains("[Shape.empty]"), "\(swiftStyle)")
    }
}
