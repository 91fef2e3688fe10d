// SKIE's configuration switches that change the Swift surface (kontract.config.json's "skie" section).

import KontractCore

/// The SKIE settings of a run under `--interop skie`, named after SKIE's configuration keys.
///
/// The defaults are SKIE's own (0.10.13): file-scope conversion on, default-argument overloads off
/// (`DefaultArgumentInterop.Enabled` is false unless a project enables it), at most 5 defaulted
/// parameters per function. A contract's SKIE annotations (`DefaultArgumentInterop.Enabled` on a
/// function) override these per declaration, as in SKIE.
public struct SKIEConfiguration: Hashable, Sendable {
    /// `DefaultArgumentInterop.Enabled`: Swift overloads without each combination of defaulted parameters.
    public var defaultArguments: Bool
    /// `DefaultArgumentInterop.MaximumDefaultArgumentCount`: functions with more defaulted parameters get none.
    public var maximumDefaultArgumentCount: Int
    /// `FunctionInterop.FileScopeConversion.Enabled`: top-level functions and properties also as globals.
    public var globalFunctions: Bool
    /// The Kotlin module name Gradle gives the shared module (`co.touchlab.skie:kotlin`, `group:project`), from
    /// which SKIE names its namespace (`Skie.Kotlin`, alias `Skie.co_touchlab_skie__kotlin`); nil: the
    /// framework's module name.
    public var kotlinModule: String?
    /// `SealedInterop.Enabled`: the `…Sealed` enum and `onEnum(of:)` of each sealed type.
    public var sealedInterop = true
    /// `SealedInterop.Function.Name`: the exhaustive function's name.
    public var sealedFunctionName = "onEnum"
    /// `SealedInterop.Function.ArgumentLabel`: its argument label; `_` for none, empty for the parameter name.
    public var sealedFunctionArgumentLabel = "of"
    /// `SealedInterop.Function.ParameterName`: its parameter name.
    public var sealedFunctionParameterName = "sealed"
    /// `SealedInterop.ElseName`: the case for subclasses Swift cannot see.
    public var sealedElseName = "else"
    /// `SealedInterop.Case.Visible`: a subclass has its own case (else it falls in the `else` case).
    public var sealedCaseVisible = true
    /// `SuspendInterop.Enabled`: a `suspend` function is SKIE's cancellable `async throws` wrapper; off, the
    /// export's own shapes (`foo(completionHandler:)` and Swift's `async` import of it).
    public var suspendInterop = true
    /// `FlowInterop.Enabled`: flows are SKIE's `SkieSwift…Flow` classes; off, the export's Kotlin flow types.
    public var flowInterop = true
    /// `SealedInterop.Case.Name`: every subclass's case name (nil: the Kotlin name, first letter lowercased).
    public var sealedCaseName: String?
    /// `EnumInterop.Enabled`: an enum class is SKIE's Swift enum (bridge style; else the exporter's class).
    public var enumInterop = true
    /// `EnumInterop.LegacyCaseName`: SKIE's enum cases take the exporter's names (`aabb`, not `aaBb`).
    public var enumLegacyCaseName = false
    /// `SkieVisibility`: the visibility of every declaration without a `SkieVisibility.*` annotation (SKIE's level
    /// name: `Public`, `PublicButHidden`, `PublicButReplaced`, `Internal`, `InternalAndReplaced`,
    /// `InternalIfWrapped`, `Private`; nil: `Public`).
    public var visibility: SkieVisibilityLevel?

    public init(
        defaultArguments: Bool = false, maximumDefaultArgumentCount: Int = 5, globalFunctions: Bool = true,
        kotlinModule: String? = nil
    ) {
        self.defaultArguments = defaultArguments
        self.maximumDefaultArgumentCount = maximumDefaultArgumentCount
        self.globalFunctions = globalFunctions
        self.kotlinModule = kotlinModule
    }

    /// The keys of the `"skie"` section of kontract.config.json, with SKIE's key each one sets.
    public static let keys: [(key: String, skieKey: String)] = [
        ("defaultArguments", "DefaultArgumentInterop.Enabled"),
        ("maximumDefaultArgumentCount", "DefaultArgumentInterop.MaximumDefaultArgumentCount"),
        ("globalFunctions", "FunctionInterop.FileScopeConversion.Enabled"),
        ("kotlinModule", "(Gradle's Kotlin module name, which SKIE's namespace `Skie.<module>` derives from)"),
        ("sealedInterop", "SealedInterop.Enabled"),
        ("sealedFunctionName", "SealedInterop.Function.Name"),
        ("sealedFunctionArgumentLabel", "SealedInterop.Function.ArgumentLabel"),
        ("sealedFunctionParameterName", "SealedInterop.Function.ParameterName"),
        ("sealedElseName", "SealedInterop.ElseName"),
        ("sealedCaseVisible", "SealedInterop.Case.Visible"),
        ("suspendInterop", "SuspendInterop.Enabled"),
        ("flowInterop", "FlowInterop.Enabled"),
        ("sealedCaseName", "SealedInterop.Case.Name"),
        ("enumInterop", "EnumInterop.Enabled"),
        ("enumLegacyCaseName", "EnumInterop.LegacyCaseName"),
        ("visibility", "SkieVisibility"),
    ]
}

/// SKIE's configuration annotations a contract may put on a function (`"annotations"`), by effect.
public enum SKIEAnnotations {
    public static let defaultArgumentsEnabled = "DefaultArgumentInterop.Enabled"
    public static let defaultArgumentsDisabled = "DefaultArgumentInterop.Disabled"
    public static let maximumDefaultArgumentCount = "DefaultArgumentInterop.MaximumDefaultArgumentCount"
    public static let globalFunctionEnabled = "FunctionInterop.FileScopeConversion.Enabled"
    public static let globalFunctionDisabled = "FunctionInterop.FileScopeConversion.Disabled"
    public static let sealedInteropEnabled = "SealedInterop.Enabled"
    public static let sealedInteropDisabled = "SealedInterop.Disabled"
    public static let sealedCaseVisible = "SealedInterop.Case.Visible"
    public static let sealedCaseHidden = "SealedInterop.Case.Hidden"
    public static let suspendInteropEnabled = "SuspendInterop.Enabled"
    public static let suspendInteropDisabled = "SuspendInterop.Disabled"
    public static let flowInteropEnabled = "FlowInterop.Enabled"
    public static let flowInteropDisabled = "FlowInterop.Disabled"
    public static let sealedCaseName = "SealedInterop.Case.Name"
    public static let sealedFunctionName = "SealedInterop.Function.Name"
    public static let sealedFunctionArgumentLabel = "SealedInterop.Function.ArgumentLabel"
    public static let sealedFunctionParameterName = "SealedInterop.Function.ParameterName"
    public static let sealedElseName = "SealedInterop.ElseName"
    public static let enumInteropEnabled = "EnumInterop.Enabled"
    public static let enumInteropDisabled = "EnumInterop.Disabled"
    public static let enumLegacyCaseNameEnabled = "EnumInterop.LegacyCaseName.Enabled"
    public static let enumLegacyCaseNameDisabled = "EnumInterop.LegacyCaseName.Disabled"

    /// The string argument of `annotation` on `declaration` (`SealedInterop.ElseName("Other")`), else nil.
    static func string(_ annotation: String, of declaration: Declaration) -> String? {
        declaration.skieArguments[annotation]?.first?.string
    }

    /// An annotation's value when `annotations` holds `enabled` or `disabled` (the first written wins), else nil.
    static func switchValue(_ annotations: [String], enabled: String, disabled: String) -> Bool? {
        for annotation in annotations {
            if annotation == enabled { return true }
            if annotation == disabled { return false }
        }
        return nil
    }
}

extension SKIEConfiguration {
    /// The most defaulted parameters `function` may have for SKIE's default-argument overloads: its
    /// `DefaultArgumentInterop.MaximumDefaultArgumentCount(n)` annotation, else `maximumDefaultArgumentCount`.
    public func maximumDefaultArgumentCount(of function: Function) -> Int {
        maximumDefaultArgumentCount(function.skieArguments)
    }

    /// The same for a plain class's constructor.
    public func maximumDefaultArgumentCount(of constructor: Constructor) -> Int {
        maximumDefaultArgumentCount(constructor.skieArguments)
    }

    private func maximumDefaultArgumentCount(_ arguments: [String: [AnnotationArgument]]) -> Int {
        if case .integer(let count) = arguments[SKIEAnnotations.maximumDefaultArgumentCount]?.first { return count }
        return maximumDefaultArgumentCount
    }

    /// Whether SKIE wraps top-level function `function` as a Swift global: its
    /// `FunctionInterop.FileScopeConversion.Enabled` / `.Disabled` annotation, else `globalFunctions`.
    public func convertsToGlobal(_ function: Function) -> Bool {
        SKIEAnnotations.switchValue(
            function.annotations.map(\.value), enabled: SKIEAnnotations.globalFunctionEnabled,
            disabled: SKIEAnnotations.globalFunctionDisabled) ?? globalFunctions
    }

    /// Whether SKIE turns enum class `declaration` into its Swift enum: its `EnumInterop.Enabled` /
    /// `EnumInterop.Disabled` annotation, else `enumInterop`.
    public func convertsEnum(_ declaration: Declaration) -> Bool {
        SKIEAnnotations.switchValue(
            declaration.skieAnnotations, enabled: SKIEAnnotations.enumInteropEnabled,
            disabled: SKIEAnnotations.enumInteropDisabled) ?? enumInterop
    }

    /// Whether enum class `declaration`'s cases keep the exporter's names (`aabb`): SKIE leaves an enum it does
    /// not convert as the exporter shows it, and `EnumInterop.LegacyCaseName` asks for those names on its enum.
    public func keepsExporterCaseNames(_ declaration: Declaration) -> Bool {
        !convertsEnum(declaration)
            || SKIEAnnotations.switchValue(
                declaration.skieAnnotations, enabled: SKIEAnnotations.enumLegacyCaseNameEnabled,
                disabled: SKIEAnnotations.enumLegacyCaseNameDisabled) ?? enumLegacyCaseName
    }
}
