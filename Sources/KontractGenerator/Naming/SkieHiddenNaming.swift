// Swift's hidden names: `__` before a name keeps it out of completion (SKIE's originals, refined-in-Swift API).

/// The `__` rule the exporter (`@ShouldRefineInSwift`, `swift_name("__foo()")`) and SKIE (`PublicButReplaced`,
/// the hidden originals of suspend functions, the Kotlin class of an enum, the markers of its sealed enums)
/// share: a name Swift hides from completion starts with two underscores.
public enum SkieHiddenNaming {
    /// The prefix Swift hides a name behind.
    static let prefix = "__"

    /// `name` hidden: `foo` → `__foo`, `A` → `__A`.
    public static func hidden(_ name: String) -> String { prefix + name }

    /// `name` hidden when `isHidden`, else unchanged.
    public static func hidden(_ name: String, if isHidden: Bool) -> String { isHidden ? hidden(name) : name }

    /// Whether `name` is a hidden name (`__foo`).
    public static func isHidden(_ name: String) -> Bool { name.hasPrefix(prefix) }

    /// The name a hidden name hides: `__foo` → `foo`; a name that is not hidden stays as it is.
    public static func visibleName(_ name: String) -> String {
        isHidden(name) ? String(name.dropFirst(prefix.count)) : name
    }

    /// The facade's setter of a property getter `name`: `foo` → `setFoo`, a hidden `__foo` → `__setFoo`.
    public static func setterName(ofGetter name: String) -> String {
        let base = visibleName(name)
        return hidden("set" + base.prefix(1).uppercased() + base.dropFirst(), if: isHidden(name))
    }

    /// The file-private protocol SKIE's `onEnum(of:)` tells a generic subclass's specializations by: the
    /// sealed enum's name and the subclass's case without backticks, `__ASealed_a1`.
    public static func genericSubclassMarker(enumName: String, caseName: String) -> String {
        hidden(enumName + "_" + caseName.filter { $0 != "`" })
    }

    /// The generic parameter of SKIE's `onEnum(of:)` and the typealias of its sealed enum in the class's
    /// namespace: `__Sealed`.
    public static let sealedValue = hidden("Sealed")

    /// The property of SKIE's `Suspend` wrapper holding the Kotlin object: `__kotlinObject`.
    public static let kotlinObject = hidden("kotlinObject")
}
