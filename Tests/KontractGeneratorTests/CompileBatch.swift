// The generator tests' compile checks batched: every case's generated and app-side Swift in one module, one swiftc
// per configuration, each compiler diagnostic traced back to the case whose file it is in.

import Foundation
import KontractCore
import KontractGenerator
import KontractTestSupport
import Testing

/// One compile check: contracts generated with a case's options for a configuration, plus the app-side Swift that
/// must compile against them. Cases share one module, so their contracts declare distinct type and file names.
struct CompileCase: Sendable {
    /// The case's name; its files are written as `<name>.<file>`, so a diagnostic's file names the case.
    let name: String
    /// Contract file name → contract JSON.
    let contracts: [String: String]
    /// The options the case is generated with, one per configuration (interop × style) it compiles in.
    let options: [GeneratorOptions]
    /// App-side Swift compiled with the generated files, per options (nil: none).
    let app: @Sendable (GeneratorOptions) -> String?
    /// Text no diagnostic of the case may contain (e.g. `warning:`); errors always fail.
    let forbidden: [String]

    init(
        _ name: String, contracts: [String: String], options: [GeneratorOptions] = CompileConfiguration.allOptions,
        forbidding forbidden: [String] = [], app: @escaping @Sendable (GeneratorOptions) -> String? = { _ in nil }
    ) {
        self.name = name
        self.contracts = contracts
        self.options = options
        self.app = app
        self.forbidden = forbidden
    }
}

/// One interop × style pair: the batch compiles once per configuration.
struct CompileConfiguration: Sendable, Hashable, CustomStringConvertible {
    let interop: InteropMode
    let style: GenerationStyle
    var description: String { "\(interop.rawValue)-\(style.rawValue)" }

    init(_ interop: InteropMode, _ style: GenerationStyle) {
        self.interop = interop
        self.style = style
    }

    init(_ options: GeneratorOptions) { self.init(options.interop, options.style) }

    /// The four configurations, in `SwiftGenerator.configurations`' order.
    static let all = SwiftGenerator.configurations.map(CompileConfiguration.init)

    /// The four configurations' default options (`SwiftGenerator.configurations`).
    static let allOptions = SwiftGenerator.configurations
}

enum CompileBatch {
    /// The compiler's diagnostics of one batch run, by case name (`""`: diagnostics no case's file carries).
    struct Result {
        var status: Int32
        var diagnostics: [String: [String]]
        var output: String
    }

    /// Generates every case in `configuration`, writes the files to a temporary folder and type-checks them with
    /// Swift 6 as one module named Shared (the contracts' module) against the built runtime: one swiftc.
    static func typecheck(_ cases: [CompileCase], in configuration: CompileConfiguration) async throws -> Result {
        let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources: [String] = []
        for compileCase in cases {
            for var options in compileCase.options where CompileConfiguration(options) == configuration {
                // Under SKIE every generation declares its module's namespace, `Skie.<Kotlin module>`: each case
                // names its own Kotlin module (which names nothing else) so that the namespaces coexist.
                options.skie.kotlinModule = options.skie.kotlinModule ?? compileCase.name
                var files = try SKIEGlobalsAndOverloadsTests.generate(compileCase.contracts, options)
                files["app.swift"] = compileCase.app(options)
                for (name, text) in files {
                    let file = folder.appendingPathComponent("\(compileCase.name).\(name)")
                    try text.write(to: file, atomically: true, encoding: .utf8)
                    sources.append(file.path)
                }
            }
        }
        let result = await TestSupport.run(
            "/usr/bin/env",
            ["swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-module-name", "Shared", "-I", modules]
                + sources.sorted())
        return Result(
            status: result.status, diagnostics: diagnosticsByCase(result.output, folder: folder.path),
            output: result.output)
    }

    /// Splits compiler output into diagnostics (a `path:line:column: kind:` line and the excerpt lines after it)
    /// and files each under the case its path's file name begins with.
    static func diagnosticsByCase(_ output: String, folder: String) -> [String: [String]] {
        var byCase: [String: [String]] = [:]
        var current: (name: String, lines: [String])?
        func flush() {
            if let current { byCase[current.name, default: []].append(current.lines.joined(separator: "\n")) }
        }
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let isDiagnostic = [": error:", ": warning:", ": note:"].contains { line.contains($0) }
            if isDiagnostic {
                flush()
                current = (caseName(of: line, folder: folder), [line])
            } else if !line.isEmpty {
                if current == nil { current = ("", []) }
                current?.lines.append(line)
            }
        }
        flush()
        return byCase
    }

    /// `/tmp/…/EnumInSealedInterface.modes.kontract.swift:3:1: error: …` → `EnumInSealedInterface`.
    private static func caseName(of line: String, folder: String) -> String {
        guard line.hasPrefix(folder + "/") else { return "" }
        let fileName = line.dropFirst(folder.count + 1).prefix { $0 != ":" }
        return String(fileName.prefix { $0 != "." })
    }
}
