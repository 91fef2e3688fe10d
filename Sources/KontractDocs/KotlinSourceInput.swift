// Kotlin sources as docs input: extracted to contracts in memory (as `kontract extract`), with each declaration's place.

import KontractCore
import KontractExtract

/// Where each declaration (by Kotlin qualified name) stands in its Kotlin file.
public struct KotlinLocations: Sendable {
    var byName: [String: SourceLocation] = [:]

    public init() {}
}

/// The contracts `ContractExtractor` makes of Kotlin sources, checked, with the declarations' Kotlin places.
public struct KotlinSourceInput {
    /// The checked contracts (held in memory as `PATH#extracted/NAME.kontract.json`).
    public let pipeline: ContractPipeline
    public let locations: KotlinLocations
    /// The extractor's diagnostics, then the pipeline's.
    public let diagnostics: [Diagnostic]

    /// Extracts the `.kt` files under `paths` as the framework `module`, then checks the contracts.
    public static func load(_ paths: [String], module: String) -> KotlinSourceInput {
        let extraction = ContractExtractor.extract(paths: paths, module: module)
        let folder = (paths.first ?? "kotlin") + "#extracted"
        let (files, byPath) = extraction.inMemoryFiles(under: folder)
        let pipeline = ContractPipeline.run([folder], from: InMemorySourceProvider(files: files))
        var locations = KotlinLocations()
        if let module = pipeline.module {
            for entry in module.index.declarations {
                if let contract = byPath[entry.file.path], let place = contract.locations[entry.nameInPackage] {
                    locations.byName[entry.qualifiedName] = place
                }
            }
            for file in module.files {
                guard let contract = byPath[file.path] else { continue }
                for declaration in file.declarations where declaration.kind == .file {
                    let qualified =
                        file.package.value.isEmpty
                        ? declaration.name.value : "\(file.package.value).\(declaration.name.value)"
                    locations.byName[qualified] = .start(of: contract.kotlinPath)
                }
            }
        }
        return KotlinSourceInput(
            pipeline: pipeline, locations: locations, diagnostics: extraction.diagnostics + pipeline.diagnostics)
    }
}
