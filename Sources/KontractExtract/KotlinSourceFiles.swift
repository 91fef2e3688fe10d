// Finding and reading the Kotlin files of the given paths: folders searched, non-iOS and test source sets skipped.

import Foundation
import KontractCore
import KotlinSourceSyntax

/// The `.kt` files of files and folders, read in path order and parsed on every core.
public enum KotlinSourceFiles {
    public static func read(_ paths: [String]) -> (files: [ExtractedKotlinFile], diagnostics: [Diagnostic]) {
        let (read, diagnostics, _) = readSources(paths)
        // Parsed on every core, in path order.
        let files = Concurrently.map(read.count) { index in
            ExtractedKotlinFile(path: read[index].path, syntax: KotlinParser.parse(read[index].bytes))
        }
        return (files, diagnostics)
    }

    /// Reads and parses the `.kt` files of `paths` one after another on this thread, keeping nothing: the parse
    /// alone (`kontract extract --parse-only`), as the Kotlin compiler's PSI parse is timed (tools/bench-extract).
    /// How many files and top-level declarations it read.
    public static func parseOnly(_ paths: [String]) -> (files: Int, declarations: Int, diagnostics: [Diagnostic]) {
        let (read, diagnostics, _) = readSources(paths)
        var declarations = 0
        for source in read { declarations += KotlinParser.parse(source.bytes).declarations.count }
        return (read.count, declarations, diagnostics)
    }

    /// The largest Kotlin or `.sq` file extract reads, in bytes (16 MB: real modules' largest files, generated
    /// ones included, are under 1 MB; a 200 MB file took 13.5 GB and 137 CPU seconds before it was refused).
    static let maximumFileSize = 16 * 1_048_576

    /// The bytes of the `.kt` files of `paths`, in path order, and the Kotlin of the tables of their SQLDelight
    /// `.sq` files (`SqlDelightTables`).
    static func readSources(_ paths: [String]) -> (
        sources: [(path: String, bytes: [UInt8])], diagnostics: [Diagnostic], generators: GeneratorInputs
    ) {
        var read: [(path: String, bytes: [UInt8])] = []
        var diagnostics: [Diagnostic] = []
        var generators = GeneratorInputs()
        let manager = FileManager.default
        // Made only when a folder holds a source set extract does not know: standardizing a path resolves its
        // symbolic links (about 230,000 instructions a path; 400 files named one by one spent a quarter of their
        // read and parse there).
        lazy var given = Set(paths.map { ($0 as NSString).standardizingPath })
        for path in paths {
            // A file named by its path (tools name thousands): read at once, with no stat first.
            if path.hasSuffix(".kt") || path.hasSuffix(".sq"),
                case let contents = PlainFile.read(path, maximumSize: maximumFileSize),
                contents != .unreadable && contents != .notRegularFile
            {
                take(contents, of: path, into: &read, &diagnostics, &generators)
                continue
            }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(
                    .extraction(.unreadableKotlin, "no such file or folder '\(path)'", at: .start(of: path)))
                continue
            }
            var found: [String] = []
            if isDirectory.boolValue {
                var unknown: [String] = []
                var graphQL: [String] = []
                found = SourceSets.kotlinFiles(under: path, unknownSourceSets: &unknown, graphQLFiles: &graphQL)
                generators.graphQL += graphQL
                // A custom source set also given as a path is read through it: nothing to say.
                for folder in unknown where !given.contains((folder as NSString).standardizingPath) {
                    let name = folder.split(separator: "/").last.map(String.init) ?? folder
                    diagnostics.append(
                        .extraction(
                            .unknownSourceSet,
                            "source set '\(name)' is not one extract knows iOS compiles (commonMain, appleMain, "
                                + "iosMain…) nor another platform's: its Kotlin is not read; if the iOS targets "
                                + "depend on it, name '\(folder)' as a path to read it", at: .start(of: folder)))
                }
                if found.isEmpty {
                    diagnostics.append(.extraction(.noKotlinFound, "no .kt file under '\(path)'", at: .start(of: path)))
                }
            } else if path.hasSuffix(".kt") || path.hasSuffix(".sq") {
                found = [path]
            } else {
                diagnostics.append(
                    .extraction(
                        .unreadableKotlin, "'\(path)' is not a Kotlin file (.kt) nor a SQLDelight file (.sq)",
                        at: .start(of: path)))
            }
            for file in found {
                take(
                    PlainFile.read(file, maximumSize: maximumFileSize), of: file, into: &read, &diagnostics, &generators
                )
            }
        }
        return (read, diagnostics, generators)
    }

    /// A `.kt` file's bytes onto `read`; a `.sq` file's tables as Kotlin; or the reason it is not read.
    private static func take(
        _ contents: PlainFile.Contents, of file: String, into read: inout [(path: String, bytes: [UInt8])],
        _ diagnostics: inout [Diagnostic], _ generators: inout GeneratorInputs
    ) {
        let bytes: [UInt8]
        switch contents {
        case .bytes(let fileBytes):
            bytes = fileBytes
        case .tooLarge(let size):
            // Refused before reading: a file's tokens and tree take about 65 times its size.
            diagnostics.append(
                .extraction(
                    .unreadableKotlin,
                    "'\(file)' is \(size) bytes, more than the \(maximumFileSize / 1_048_576) MB "
                        + "(\(maximumFileSize) bytes) extract reads of one file (its syntax tree would take about 65 times that): "
                        + "split it, or leave it out of the paths", at: .start(of: file)))
            return
        case .notRegularFile, .unreadable:
            diagnostics.append(.extraction(.unreadableKotlin, "cannot read '\(file)'", at: .start(of: file)))
            return
        }
        guard file.hasSuffix(".sq") else {
            read.append((file, bytes))
            return
        }
        // SQLDelight's tables, read as the Kotlin it generates for them.
        generators.sqlDelight.append(file)
        let (kotlin, problems) = SqlDelightTables.kotlin(fromSq: bytes, path: file)
        diagnostics += problems
        if !kotlin.isEmpty { read.append((file, Array(kotlin.utf8))) }
    }
}

/// The inputs of code generators found beside the Kotlin: what code the module's packages may hold that extract
/// did not read (Apollo's from `.graphql` files; SQLDelight's `Database` and `…Queries` from `.sq` files).
struct GeneratorInputs: Sendable {
    var graphQL: [String] = []
    var sqlDelight: [String] = []

    var isEmpty: Bool { graphQL.isEmpty && sqlDelight.isEmpty }

    /// What a type of the project's own packages that extract did not read may be, for KX0104: the generators
    /// whose inputs are here, or (none found) the generators' names.
    var generatedCodeNote: String {
        var found: [String] = []
        if let first = graphQL.first {
            let folder = (first as NSString).deletingLastPathComponent
            found.append(
                "Apollo's, generated from the .graphql files in '\(folder)' (run its Gradle codegen and name "
                    + "build/generated/source/apollo as a path)")
        }
        if !sqlDelight.isEmpty {
            found.append("SQLDelight's Database or …Queries (extract writes its tables only)")
        }
        guard !found.isEmpty else { return "code generated by SQLDelight or Apollo, or another module" }
        return found.joined(separator: ", or ") + ", or another module's"
    }
}
