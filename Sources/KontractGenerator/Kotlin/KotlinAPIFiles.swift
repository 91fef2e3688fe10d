// emit-kotlin's `--api` files: each `file` declaration as its own Kotlin file, and what a whole-API file imports.

import KontractCore

extension KotlinEmitter {
    /// `--api`: each `file` declaration of `file` as its own Kotlin file, named as the declaration, in a folder named
    /// after its source set (`src/iosMain/kotlin/SearchIos.kt`, which extract reads back as that source set).
    mutating func facadeFiles(of file: ContractFile) -> [EmittedKotlinFile] {
        file.declarations.filter { $0.kind == .file }.map { declaration in
            let resolved = module.model.file(declaration, in: file)
            var printer = KotlinSourcePrinter()
            if let doc = declaration.doc { printer.line(Self.kdoc(doc)) }
            if !file.package.value.isEmpty { printer.line("package \(KotlinSpelling.package(file.package.value))") }
            printer.line("")
            printer.line("import kotlinx.serialization.*")
            for line in Self.libraryImports + apiImports(for: file.package.value) { printer.line(line) }
            for platformType in KotlinPlatformImports.platformTypes(namedIn: file) {
                printer.line("import \(platformType)")
            }
            printer.line("")
            emitFileAPI(declaration, resolved, in: file.package.value, into: &printer)
            let folder = declaration.sourceSet.map { "src/\($0.value)/kotlin/" } ?? ""
            return EmittedKotlinFile(name: folder + declaration.name.value, source: printer.text)
        }
    }

    /// The library packages whose types a whole-API file may name by simple name (flows, `ViewModel` and its
    /// factory functions, Koin, KMP-NativeCoroutines' and SKIE's annotations are read by simple name).
    static let libraryImports = [
        "import kotlinx.coroutines.flow.*", "import androidx.lifecycle.*", "import androidx.lifecycle.viewmodel.*",
        "import org.koin.core.*", "import kotlin.coroutines.cancellation.CancellationException",
    ]

    /// Each top-level type name of the module that one package alone declares, with that package (what a whole-API
    /// file imports by simple name); built once per emitter.
    static func soleTypePackages(of module: CheckedModule) -> [String: String] {
        var packagesByName: [String: Set<String>] = [:]
        for file in module.files {
            let names =
                file.declarations.filter { $0.kind != .file }.map(\.name.value) + file.typeAliases.map(\.name.value)
                + file.valueClasses.map(\.name.value)
            for name in names { packagesByName[name, default: []].insert(file.package.value) }
        }
        return packagesByName.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// The imports of a whole-API file in `package`: each top-level type of the module's other packages whose
    /// simple name one package alone declares and `package` does not (the contract names those by simple name).
    func apiImports(for package: String) -> [String] {
        soleTypePackages.compactMap { name, other in
            guard other != package, !other.isEmpty else { return nil }
            return "import " + KotlinSpelling.package(other) + "." + KotlinSpelling.identifier(name)
        }.sorted()
    }
}
