// Gathers each contract file's declarations with their Kotlin, Swift faces, usage, JSON and warnings.

import KontractCheck
import KontractCore
import KontractDiff
import KontractGenerator

/// One contract file's page content.
struct FileDoc {
    let file: ContractFile
    /// The page's file name (`search.html`).
    let page: String
    var declarations: [DeclarationDoc]
    /// Warnings of the file that stand before its first declaration.
    var diagnostics: [Diagnostic] = []
}

/// Builds the `FileDoc`s of a module, once per run: one Swift surface per configuration.
enum DocsCollector {
    static func collect(
        _ module: CheckedModule, warnings: [Diagnostic], configuration: DocsConfiguration,
        fixtures: FixtureExamples = FixtureExamples(), kotlinLocations: KotlinLocations = KotlinLocations()
    ) -> [FileDoc] {
        // The configurations' surfaces, and then the files, are independent: each runs on a core of its own.
        let columns = configuration.columns
        // A configuration that restores Kotlin defaults in Swift (swift style) also spells them as its code does.
        let surfaces = Concurrently.map(columns.count) { index in
            let options = columns[index].options
            let surface = SwiftSurface(module: module, options: options)
            let restoresDefaults = surface.types.values.contains { type in
                (type.initializer ?? []).contains(where: \.hasDefault)
                    || type.functions.values.joined().contains { $0.parameters.contains(where: \.hasDefault) }
            }
            return (
                columns[index].title, surface,
                restoresDefaults ? SwiftDefaultSpelling(module: module, options: options) : nil
            )
        }
        // Only a module with a view model needs them (two more projections).
        let hasViewModel = module.model.declarations.contains { declaration in
            if case .plainClass(let payload) = declaration.kind { return payload.isViewModel }
            return false
        }
        let usageProjections = (hasViewModel ? [false, true] : []).map { skie in
            (skie, SwiftProjection(module: module, options: GeneratorOptions(interop: skie ? .skie : .objc)))
        }
        let descriptors = DescriptorBuilder(module: module)
        var pages: Set<String> = []
        var pageNames: [String] = []
        for file in module.files {
            // `index.html` and `index-*.html` are the site's index pages.
            let base = file.baseName.hasPrefix("index") ? "contract-" + file.baseName : file.baseName
            var page = base + ".html"
            var counter = 2
            while pages.contains(page) {
                page = "\(base)-\(counter).html"
                counter += 1
            }
            pages.insert(page)
            pageNames.append(page)
        }
        let byFile = Dictionary(grouping: module.index.declarations) { $0.file.path }
        return Concurrently.map(module.files.count) { index in
            let file = module.files[index]
            var emitter = KotlinEmitter(module: module)
            var docs: [DeclarationDoc] = []
            for entry in byFile[file.path, default: []] {
                let resolved = module.model[entry]
                let faces = surfaces.compactMap { title, surface, spelling in
                    surface.types[entry.qualifiedName].map {
                        SwiftFaceText.face($0, resolved, title: title, spelling: spelling)
                    }
                }
                let usages = usageProjections.compactMap { skie, projection in
                    ViewModelUsage.usage(of: entry, in: module, projection: projection, skie: skie).map {
                        (skie ? "Swift usage: SKIE" : "Swift usage: Objective-C export + KMP-NativeCoroutines", $0)
                    }
                }
                let kotlin =
                    emitter.emit(entry)
                    ?? KotlinSignatureText.text(name: entry.declaration.name.value, package: entry.package, resolved)
                let json =
                    DescriptorBuilder.isSerializable(entry.declaration)
                    ? JSONExample.example(entry.qualifiedName, descriptors: descriptors) : nil
                var doc =
                    DeclarationDoc(
                        qualifiedName: entry.qualifiedName,
                        title: "\(entry.declaration.kind.rawValue) \(entry.nameInPackage)",
                        anchor: HTMLText.anchor(entry.qualifiedName), location: entry.declaration.location,
                        doc: entry.declaration.doc, kotlin: kotlin, faces: faces, usages: usages, json: json,
                        members: memberNames(faces: surfaces.compactMap { $0.1.types[entry.qualifiedName] }))
                doc.fixtures = fixtures.byType[entry.qualifiedName, default: []]
                doc.transcripts = fixtures.transcripts[entry.qualifiedName, default: []]
                doc.kotlinSource = kotlinLocations.byName[entry.qualifiedName]
                docs.append(doc)
            }
            for declaration in file.declarations where declaration.kind == .file {
                let resolved = module.model.file(declaration, in: file)
                guard case .file(let payload) = resolved.kind else { continue }
                let key = "facade:" + payload.facadeName
                let faces = surfaces.compactMap { title, surface, spelling in
                    surface.types[key].map { SwiftFaceText.face($0, resolved, title: title, spelling: spelling) }
                }
                let qualified =
                    file.package.value.isEmpty
                    ? declaration.name.value : "\(file.package.value).\(declaration.name.value)"
                var doc =
                    DeclarationDoc(
                        qualifiedName: qualified, title: "file \(declaration.name.value)",
                        anchor: HTMLText.anchor(qualified), location: declaration.location, doc: declaration.doc,
                        kotlin: KotlinSignatureText.text(
                            name: declaration.name.value, package: file.package.value, resolved), faces: faces,
                        usages: [], json: nil,
                        members: memberNames(faces: surfaces.compactMap { $0.1.types[key] }))
                doc.kotlinSource = kotlinLocations.byName[qualified]
                docs.append(doc)
            }
            docs.sort { ($0.location, $0.qualifiedName) < ($1.location, $1.qualifiedName) }
            var fileDoc = FileDoc(file: file, page: pageNames[index], declarations: docs)
            attach(warnings.filter { $0.location.file == file.path }, to: &fileDoc)
            return fileDoc
        }
    }

    /// Each warning goes to the last declaration starting at or before its line (else to the file).
    private static func attach(_ warnings: [Diagnostic], to file: inout FileDoc) {
        for warning in warnings {
            if let index = file.declarations.lastIndex(where: { $0.location.line <= warning.location.line }) {
                file.declarations[index].diagnostics.append(warning)
            } else {
                file.diagnostics.append(warning)
            }
        }
    }

    /// Kotlin and Swift member names, deduplicated, in a stable order.
    private static func memberNames(faces: [SwiftTypeSurface]) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        for surface in faces {
            let members =
                surface.properties.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value.name] }
                + surface.functions.keys.sorted().filter { $0 != "<init>" }
                + surface.functions.values.joined().map(\.name).sorted()
                + surface.cases.flatMap { [$0.kotlin, $0.swift] }
            for name in members where seen.insert(name).inserted { names.append(name) }
        }
        return names
    }
}
