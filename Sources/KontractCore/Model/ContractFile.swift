// The parsed form of one contract file: top-level keys and its declarations.

/// One `*.kontract.json` file after parsing: every element knows its source location.
public struct ContractFile: Sendable {
    /// The path as given to the tool; diagnostics print it as is.
    public var path: String
    public var formatVersion: Int
    /// The Kotlin framework name as Swift imports it, e.g. `Shared`.
    public var module: Located<String>
    /// The Kotlin package of every declaration in the file.
    public var package: Located<String>
    /// `"library"`: the module name of the other library (`koin-core`, `kotlin-stdlib`) whose types the file
    /// declares, as the framework's API names them; nil for the framework's own declarations.
    public var library: Located<String>? = nil
    /// The kotlinx `Json { }` configuration the Kotlin side uses.
    public var json: JSONConfiguration
    public var declarations: [Declaration]
    /// The file's `typealias` entries of `declarations` (top level only, as Kotlin allows).
    public var typeAliases: [TypeAlias] = []
    /// The file's `value class` entries of `declarations` (top level only, for now).
    public var valueClasses: [ValueClass] = []
    /// The `suppress` lists of the file's objects.
    public var suppressions: [Suppression] = []

    public init(
        path: String, formatVersion: Int, module: Located<String>, package: Located<String>,
        json: JSONConfiguration, declarations: [Declaration]
    ) {
        self.path = path
        self.formatVersion = formatVersion
        self.module = module
        self.package = package
        self.json = json
        self.declarations = declarations
    }

    /// Whether the file declares another library's types (`"library"`).
    public var isLibrary: Bool { library != nil }

    /// The file name without folders or the `.kontract.json` suffix (`search`).
    public var baseName: String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".kontract.json", ".json"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}
