// "dataClasses": "class": the repository's contracts against Tests/Golden/repo/objc-bridge-classes.

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Test func classShapedDataClassesMatchTheirGoldenFiles() throws {
    let root = TestSupport.packageRoot
    let (module, problems) = TestSupport.module([root.appendingPathComponent("contracts").path])
    let checked = try #require(module, "\(problems)")
    let files = try SwiftGenerator.generate(module: checked, options: GeneratorOptions(dataClasses: .class))
    let folder = root.appendingPathComponent("Tests/Golden/repo/objc-bridge-classes")
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    #expect(files.map(\.name) == onDisk.sorted(), "run tools/regenerate-goldens")
    for file in files {
        let expected = (try? String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)) ?? ""
        #expect(
            file.contents == expected,
            "\(file.name) differs; run tools/regenerate-goldens:\n\(TestSupport.unifiedDiff(expected: expected, actual: file.contents, name: file.name))"
        )
    }
    // Data classes outside sealed hierarchies become final KotlinBase classes; the default keeps structs.
    let search = try #require(files.first { $0.name == "search.kontract.swift" }).contents
    #expect(search.contains("public final class SearchUiState: KotlinBase {"))
    #expect(search.contains("override public func isEqual(_ object: Any?) -> Bool {"))
    let structs = try SwiftGenerator.generate(module: checked, options: GeneratorOptions())
    #expect(
        structs.contains { $0.contents.contains("public struct SearchUiState: Hashable, CustomStringConvertible {") })
}
