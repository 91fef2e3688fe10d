// Reads a contract's `library` key and applies what a library contract may and may not hold.

/// A library contract (`"library": "koin-core"`) declares types of another library that the framework's API names.
/// The export shows such a library's classes and interfaces (under a prefix made from its module name), never its
/// top-level functions and properties, and Kontract does not know its serializers: a `file` declaration and a `json`
/// configuration are KT0521, and its declarations are not serializable (a serialized property of one is KT0205).
enum LibraryContractRules {
    /// `library`: a Kotlin module name (`koin-core`, `kotlinx-datetime`, `kotlin-stdlib`) or a Gradle coordinate
    /// `group:artifact`; nil when the key is absent or not such a name (reported).
    static func readLibrary(_ reader: inout ObjectReader, _ diagnostics: inout DiagnosticCollector) -> Located<String>?
    {
        guard let library = reader.string("library", diagnostics: &diagnostics) else { return nil }
        guard isModuleName(library.value) else {
            diagnostics.emit(
                .invalidName,
                "'\(library.value)' is not a library module name like \"koin-core\", \"kotlinx-datetime\" or \"kotlin-stdlib\" (letters, digits, '-', '.', '_', an optional 'group:' before it)",
                at: library.location)
            return nil
        }
        return library
    }

    /// A module name: an artifact (`kotlinx-datetime`), optionally after its group (`org.jetbrains.kotlinx:`).
    static func isModuleName(_ text: String) -> Bool {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return false }
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else {
                return false
            }
            return part.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || "0123456789-._".unicodeScalars.contains($0))
            }
        }
    }

    /// Kotlin/Native's Apple platform libraries (`platform.Foundation`, `platform.UIKit`).
    static func isPlatformPackage(_ package: String) -> Bool {
        package == "platform" || package.hasPrefix("platform.")
    }

    static func refuseJSON(
        _ json: LocatedJSON, library: Located<String>, _ diagnostics: inout DiagnosticCollector
    ) {
        diagnostics.emit(
            .libraryContent,
            "a library contract ('\(library.value)') takes no 'json' configuration: the framework's own contracts say how its Json reads and writes; remove it",
            at: json.location)
    }

    /// Reports `"serializable": true` on a declaration of a library contract, its subclasses and nested declarations
    /// (the flag would otherwise be dropped: Kontract does not emulate a library's serializers, its own or custom
    /// ones, so every declaration of a library contract is not serializable).
    static func refuseSerializable(
        _ declarations: [LocatedJSON], library: Located<String>, _ diagnostics: inout DiagnosticCollector
    ) {
        for member in declarations.compactMap(\.members).joined() {
            if member.key == "serializable", member.value.value == .bool(true) {
                diagnostics.emit(
                    .libraryContent,
                    "a declaration of the library '\(library.value)' cannot be serializable here: Kontract does not emulate a library's serializers (kotlinx-datetime's for 'Instant' included); remove \"serializable\": true (a serialized property of this type is KT0205)",
                    at: member.value.location)
            } else if member.key == "subclasses" || member.key == "nested" {
                refuseSerializable(member.value.items ?? [], library: library, &diagnostics)
            }
        }
    }

    /// Reports a `file` declaration and makes every declaration of the library non-serializable (Kontract does
    /// not emulate a library's serializers, its own or custom ones such as kotlinx-datetime's `Instant`).
    static func apply(to file: inout ContractFile, _ diagnostics: inout DiagnosticCollector) {
        guard let library = file.library else { return }
        if isPlatformPackage(file.package.value) {
            diagnostics.emit(
                .libraryContent,
                "'\(file.package.value)' is an Apple platform package, not a library the export prefixes: Swift sees the platform's own types there (NSDate as Date, UIViewController as itself); name them as 'platform.Foundation.NSDate' without declaring them (the ones Kontract knows: `kontract help format`)",
                at: file.package.location)
        }
        for declaration in file.declarations where declaration.kind == .file {
            diagnostics.emit(
                .libraryContent,
                "'\(declaration.name.value)' is a file of the library '\(library.value)': the export never shows a library's top-level functions and properties to Swift; declare only the library's classes and interfaces that the framework's API names",
                at: declaration.location)
        }
        file.declarations = file.declarations.filter { $0.kind != .file }.map(notSerializable)
        for index in file.valueClasses.indices {
            file.valueClasses[index].isSerializable = false
            file.valueClasses[index].library = library.value
        }
    }

    private static func notSerializable(_ declaration: Declaration) -> Declaration {
        var declaration = declaration
        declaration.isSerializable = false
        declaration.subclasses = declaration.subclasses.map(notSerializable)
        declaration.nested = declaration.nested.map(notSerializable)
        return declaration
    }
}
