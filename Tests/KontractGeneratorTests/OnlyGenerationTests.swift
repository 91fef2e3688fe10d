// `generate --only FILE`: the file equals its full generation, and only its declarations are translated.

import Foundation
import KontractCore
import Testing

@testable import KontractGenerator

@Test(arguments: ["contracts", "Tests/Golden/edge/contracts"], SwiftGenerator.configurations)
func onlyTranslatesOneFileAndMatchesTheFullGeneration(folder: String, options: GeneratorOptions) throws {
    let (loaded, problems) = TestSupport.module([TestSupport.packageRoot.appendingPathComponent(folder).path])
    let module = try #require(loaded, "\(problems)")
    #expect(module.files.count > 1, "the test needs several contract files")
    let full = SwiftGenerator.translation(module: module, options: options, only: nil)
    let fullFiles = SwiftGenerator.run(module: module, options: options).files
    var translated = 0
    for file in module.files {
        let one = SwiftGenerator.translation(module: module, options: options, only: file)
        let ownDeclarations =
            module.index.declarations.filter { $0.file.path == file.path }.count
            + file.declarations.filter { $0.kind == .file }.count
        #expect(one.translatedDeclarations == ownDeclarations, "\(file.path)")
        #expect(one.files.map(\.name) == [SwiftGenerator.outputName(for: file)])
        translated += one.translatedDeclarations
        let only = SwiftGenerator.run(module: module, options: options, only: file).files
        #expect(only == fullFiles.filter { $0.name == SwiftGenerator.outputName(for: file) }, "\(file.path)")
    }
    #expect(translated == full.translatedDeclarations)
}
