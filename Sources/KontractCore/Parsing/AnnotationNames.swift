// The closed list of Kotlin annotations a contract may name, checked where they are written (KT0106).

/// The annotations Kontract knows and emulates, by where they may stand.
///
/// Any other name is an error with "did you mean": an unknown annotation would otherwise be
/// dropped silently, and the Swift it changes (`uiStateForIosFlow`) would vanish far from the typo.
public enum AnnotationNames {
    /// KMP-NativeCoroutines on a flow property (of a view model, or a bridge file's extension property).
    public static let properties =
        [
            "NativeCoroutinesState", "NativeCoroutines", "NativeCoroutinesRefinedState", "NativeCoroutinesRefined",
            "HiddenFromObjC", "ShouldRefineInSwift", "FlowInterop.Enabled", "FlowInterop.Disabled",
        ] + skieVisibility
    /// On an object's property (a companion's too): KMP-NativeCoroutines on a flow, `@HiddenFromObjC`,
    /// `@ShouldRefineInSwift`, SKIE's `@SkieVisibility.*` and `@FlowInterop.*` (both target PROPERTY in SKIE's
    /// `configuration/annotations`; `FlowInterop.*` as on a class's property: `SkieSwitchChecks`).
    public static let objectProperties =
        [
            "NativeCoroutinesState", "NativeCoroutines", "NativeCoroutinesRefinedState", "NativeCoroutinesRefined",
            "HiddenFromObjC", "ShouldRefineInSwift", "FlowInterop.Enabled", "FlowInterop.Disabled",
        ] + skieVisibility
    /// On a function: KMP-NativeCoroutines for suspend and flow functions, `@HiddenFromObjC`, and SKIE's
    /// configuration annotations, written with their enclosing object (`DefaultArgumentInterop.Enabled`).
    public static let functions =
        [
            "NativeCoroutines", "NativeCoroutinesRefined", "HiddenFromObjC", "ShouldRefineInSwift",
            "DefaultArgumentInterop.Enabled", "DefaultArgumentInterop.Disabled",
            "DefaultArgumentInterop.MaximumDefaultArgumentCount", "SuspendInterop.Enabled", "SuspendInterop.Disabled",
            "FlowInterop.Enabled", "FlowInterop.Disabled", "FunctionInterop.FileScopeConversion.Enabled",
            "FunctionInterop.FileScopeConversion.Disabled",
        ] + skieVisibility
    /// On a class, interface or object (Kotlin allows `@HiddenFromObjC` there; `@ShouldRefineInSwift` it refuses),
    /// and SKIE's `SealedInterop.Enabled` / `SealedInterop.Disabled` (they act on sealed types only, as in SKIE) and
    /// `SealedInterop.Case.Visible` / `SealedInterop.Case.Hidden` (on a sealed type's subclass); the sealed
    /// function's and `else` case's names (with an argument: `AnnotationParser`), a subclass's case name, and
    /// `EnumInterop.*` (acting on enums only).
    public static let classifiers =
        [
            "HiddenFromObjC", "SealedInterop.Enabled", "SealedInterop.Disabled", "SealedInterop.Case.Visible",
            "SealedInterop.Case.Hidden", "SealedInterop.Case.Name", "SealedInterop.Function.Name",
            "SealedInterop.Function.ArgumentLabel", "SealedInterop.Function.ParameterName", "SealedInterop.ElseName",
            "EnumInterop.Enabled", "EnumInterop.Disabled", "EnumInterop.LegacyCaseName.Enabled",
            "EnumInterop.LegacyCaseName.Disabled",
        ] + skieVisibility.filter { $0 != "SkieVisibility.InternalIfWrapped" }
    /// SKIE's `@SkieVisibility.*` (functions and properties; all but `InternalIfWrapped` on classes too, as SKIE's
    /// targets say).
    public static let skieVisibility = [
        "SkieVisibility.Public", "SkieVisibility.PublicButHidden", "SkieVisibility.PublicButReplaced",
        "SkieVisibility.Internal", "SkieVisibility.InternalAndReplaced", "SkieVisibility.InternalIfWrapped",
        "SkieVisibility.Private",
    ]
    /// On a plain class's constructor: SKIE's default-argument switches (its targets include constructors).
    public static let constructors = [
        "DefaultArgumentInterop.Enabled", "DefaultArgumentInterop.Disabled",
        "DefaultArgumentInterop.MaximumDefaultArgumentCount",
    ]
    /// Every name of the lists above.
    static var allNames: [String] { properties + functions + classifiers + constructors }
    /// Known names that are wrong where they stand but reported by a later check with a better
    /// message (`NativeCoroutinesState` on a function: KT0605 says it belongs on a property).
    static let checkedLater = ["NativeCoroutinesState"]

    /// Reports each annotation of `annotations` that is not in `allowed`, with the fix.
    static func check(
        _ annotations: [Located<String>], allowed: [String], on what: String, _ diagnostics: inout DiagnosticCollector
    ) {
        for annotation in annotations
        where !allowed.contains(annotation.value) && !checkedLater.contains(annotation.value) {
            diagnostics.emit(
                .invalidValue, problem(annotation.value, allowed: allowed, on: what), at: annotation.location)
        }
    }

    /// The message for an annotation that is not allowed on `what`.
    static func problem(_ name: String, allowed: [String], on what: String) -> String {
        let choices = "the annotations \(what) may carry are \(allowed.joined(separator: ", "))"
        var simple = name
        if simple.hasPrefix("@") { simple.removeFirst() }
        // SKIE's annotations keep their enclosing object: `co.touchlab.skie.….DefaultArgumentInterop.Enabled`.
        if let skie = allowed.first(where: { $0.contains(".") && simple.hasSuffix("." + $0) }) {
            simple = skie
        } else if !allowed.contains(simple), let dot = simple.lastIndex(of: ".") {
            simple = String(simple[simple.index(after: dot)...])
        }
        if simple != name, allowed.contains(simple) {
            return "write the annotation as its simple name without '@' or a package: '\(simple)', not '\(name)'"
        }
        if simple == "Throws" {
            return "'Throws' is written as the function's \"throws\" key (true, or a list of exception classes)"
        }
        let keys = [
            "ObjCName": "objcName", "Deprecated": "deprecated", "ObjCEnum": "objcEnum", "Serializable": "serializable",
            "SerialName": "serialName", "Transient": "transient",
        ]
        if let key = keys[simple] {
            return "'\(simple)' is written as the \"\(key)\" key of \(what), not as an annotation"
        }
        if simple == "ShouldRefineInSwift" {
            return
                "'ShouldRefineInSwift' stands only on a function or a property (Kotlin refuses it on \(what)); \(choices)"
        }
        let known = properties + functions + classifiers
        // SKIE's keep their object (`SealedInterop.Enabled` on a function).
        let bare = name.hasPrefix("@") ? String(name.dropFirst()) : name
        if known.contains(bare) || known.contains(simple) {
            return "'\(known.contains(bare) ? bare : simple)' cannot stand on \(what); \(choices)"
        }
        var message = "unknown annotation '\(name)'"
        let written = name.hasPrefix("@") ? String(name.dropFirst()) : name
        // SKIE's are written with their object: `Enabled` or `DefaultArgumentInterop.Enable` suggest the full name.
        let skie =
            allowed.first { $0.hasSuffix("." + simple) }
            ?? NameSuggestion.closest(
                to: written, among: allowed.filter { $0.contains(".") })
        if let suggestion = skie ?? NameSuggestion.closest(to: simple, among: allowed) {
            message += "; did you mean '\(suggestion)'?"
        }
        return message + (message.hasSuffix("?") ? " The " : "; the ") + choices.dropFirst(4)
    }
}

/// Messages for string keys with a closed set of values (`encodeDefault`, `provides`, `namingStrategy`).
public enum ClosedValues {
    /// "'encodeDefault' must be "always" or "never", found "alway"; did you mean "always"?"
    public static func problem(key: String, value: String, allowed: [String]) -> String {
        let quoted = allowed.map { "\"\($0)\"" }
        let choices =
            quoted.count <= 1
            ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
        var message = "'\(key)' must be \(choices), found \"\(value)\""
        if let suggestion = NameSuggestion.closest(to: value, among: allowed) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        return message
    }
}
