// The choices a generator run makes: which interop to emulate and which style of Swift to write.

/// `--style`: Swift as the Kotlin/Native export shows it, or idiomatic Swift models.
public enum GenerationStyle: String, Sendable, CaseIterable {
    /// The Objective-C export as Swift sees it: `Int32`, boxes, no default arguments.
    case bridge
    /// Idiomatic Swift models: `Int`, optionals, Swift enums, defaults restored.
    case swift
}

/// `--interop`: plain Objective-C export, or SKIE's enhancements on top of it.
public enum InteropMode: String, Sendable, CaseIterable {
    case objc
    case skie
}

/// `--data-classes`: what a bridge-style data class becomes in Swift.
public enum DataClassShape: String, Sendable, CaseIterable {
    /// A struct with the one all-parameter initializer (the default: value semantics).
    case `struct`
    /// What the real framework has: a final class inheriting `KotlinBase` (`===`, `isEqual(_:)`, `hash`).
    case `class`
}

/// Everything a generator run is configured with.
public struct GeneratorOptions: Sendable, Equatable {
    public var interop: InteropMode
    public var style: GenerationStyle
    /// The libraries the framework `export(...)`s: their types keep their own names in Swift.
    public var exportedLibraries: Set<KotlinLibrary>
    /// The module names (Gradle artifacts: `koin-core`) of library contracts the framework `export(...)`s: their
    /// types keep their Kotlin names in bridge style (``LibraryPrefixNaming``).
    public var exportedModules: Set<String> = []
    /// Bridge style's data classes: structs (default) or final classes as on the real framework.
    public var dataClasses: DataClassShape
    /// SKIE's switches (kontract.config.json `"skie"`); read only under `--interop skie`.
    public var skie: SKIEConfiguration

    public init(
        interop: InteropMode = .objc, style: GenerationStyle = .bridge,
        exportedLibraries: Set<KotlinLibrary> = KotlinLibrary.exportedByDefault, dataClasses: DataClassShape = .struct,
        skie: SKIEConfiguration = SKIEConfiguration(), exportedModules: Set<String> = []
    ) {
        self.skie = skie
        self.exportedModules = exportedModules
        self.interop = interop
        self.style = style
        self.exportedLibraries = exportedLibraries
        self.dataClasses = dataClasses
    }
}
