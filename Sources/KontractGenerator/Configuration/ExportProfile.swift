// What Swift sees of the Kotlin framework: the ObjC export, plus SKIE and KMP-NativeCoroutines as features.

/// The export a generator run emulates, and the style of the models it writes.
///
/// The Objective-C export is always there; SKIE and KMP-NativeCoroutines are features on top of it,
/// so a new feature is a new case, not a third value of a two-value switch. Translators ask the profile
/// what the export does (`hasCopyFunction`, `restoresDefaultArguments`, …) rather than which style is on.
public struct ExportProfile: Hashable, Sendable {
    /// Plugins that change the Swift API on top of the ObjC export.
    public enum Feature: String, Hashable, Sendable, CaseIterable {
        /// SKIE: Swift enums for Kotlin enums, `onEnum(of:)` for sealed types, `SkieSwift…Flow` members.
        case skie
        /// KMP-NativeCoroutines: `@NativeCoroutines…` members become `NativeFlow`s and `NativeSuspend`s.
        case nativeCoroutines
    }

    /// How model declarations (data classes, enums, sealed types) are written.
    public enum ModelStyle: String, Hashable, Sendable {
        /// As the export shows them: `Int32`, boxes, classes, no default arguments.
        case bridge
        /// Idiomatic Swift models: `Int`, optionals, value types and enums, defaults restored.
        case idiomatic
    }

    public var features: Set<Feature>
    public var modelStyle: ModelStyle
    /// SKIE's switches (read when ``Feature/skie`` is on).
    public var skie: SKIEConfiguration

    public init(features: Set<Feature>, modelStyle: ModelStyle, skie: SKIEConfiguration = SKIEConfiguration()) {
        self.features = features
        self.modelStyle = modelStyle
        self.skie = skie
    }

    /// The profile of `--interop` and `--style`. KMP-NativeCoroutines is always on: a contract's
    /// `@NativeCoroutines…` annotations say where it applies.
    public init(options: GeneratorOptions) {
        var features: Set<Feature> = [.nativeCoroutines]
        if options.interop == .skie { features.insert(.skie) }
        self.init(features: features, modelStyle: options.style == .swift ? .idiomatic : .bridge, skie: options.skie)
    }

    public func has(_ feature: Feature) -> Bool { features.contains(feature) }

    public var isBridge: Bool { modelStyle == .bridge }
    public var isIdiomatic: Bool { modelStyle == .idiomatic }

    /// The `--style` this profile's models correspond to (the type mapper takes it).
    public var style: GenerationStyle { isBridge ? .bridge : .swift }

    // MARK: What the export does, asked by the translators

    /// Functions and `copy` get the exporter's ObjC names (`doCopy`, `doSomething` for `init…`).
    public var usesObjCFunctionNames: Bool { isBridge }
    /// Data classes get `doCopy(...)` with every argument.
    public var hasCopyFunction: Bool { isBridge }
    /// Parameters keep Kotlin's default arguments (the export drops them).
    public var restoresDefaultArguments: Bool { isIdiomatic }
    /// Model properties are `var` (value semantics) rather than the export's read-only ones.
    public var hasMutableModelProperties: Bool { isIdiomatic }
    /// Model structs are `Sendable` (a framework's classes are not, so Swift 6 code sending them fails as there).
    public var modelsAreSendable: Bool { isIdiomatic }
    /// Generated classes (enum classes, objects, sealed hierarchies) claim `Sendable`. Kotlin/Native framework
    /// classes do not, so in bridge style their stored statics (`shared`, enum entries) are `nonisolated(unsafe)`.
    public var classesAreSendable: Bool { isIdiomatic }
    /// Types as the export maps them: `KotlinInt` boxes for nullable and generic-argument primitives (`NSNull()`
    /// for a null element), `unichar` for `Char`, `NSMutableArray`, `KotlinArray` and `KotlinIntArray`;
    /// idiomatic models use Swift's own types.
    public var usesBridgedTypes: Bool { isBridge }
    /// A function returning a non-null `Nothing` returns `void`, as the export declares it (a nullable one
    /// returns `KotlinNothing?`); idiomatic models have no Swift type for `Nothing`.
    public var nothingResultIsVoid: Bool { isBridge }
    /// Kotlin `Int` is `Int32`, as the export declares it; idiomatic models use Swift's 64-bit `Int` (and
    /// their arithmetic wraps at 32 bits as Kotlin's does).
    public var intIsInt32: Bool { isBridge }
    /// Plain classes derive `KotlinBase` (NSObject's `isEqual(_:)`, `hash`, `description`) as the export's
    /// classes do; idiomatic ones are Swift root classes.
    public var classesDeriveKotlinBase: Bool { isBridge }
    /// A data class with an `id` property conforms to `Identifiable`.
    public var modelsAreIdentifiable: Bool { isIdiomatic }
    /// Objects are final classes reached through `.shared` (else structs).
    public var objectsAreClasses: Bool { isBridge }
    /// Transient properties are passed to the initializer when decoding (every argument is required).
    public var passesEveryArgument: Bool { isBridge }
    /// Kotlin enums are `String` raw-value enums of their serial names, without `description`.
    public var modelEnumsHaveSerialRawValues: Bool { isIdiomatic }
    /// SKIE's `…Sealed` enum and `onEnum(of:)` for one sealed type: its `SealedInterop.Enabled` /
    /// `SealedInterop.Disabled` annotation, else the configuration's `sealedInterop`.
    public func hasSealedEnum(annotations: [String]) -> Bool {
        guard has(.skie) else { return false }
        return SKIEAnnotations.switchValue(
            annotations, enabled: SKIEAnnotations.sealedInteropEnabled, disabled: SKIEAnnotations.sealedInteropDisabled)
            ?? skie.sealedInterop
    }
    /// SKIE's namespace `Skie` and runtime (`Skie_SuspendResult`), which every SKIE framework has.
    public var hasSKIERuntime: Bool { has(.skie) }
    /// Flow members typed as SKIE's `SkieSwift…Flow`s (SKIE's `FlowInterop.Enabled`, on by default), for one
    /// declaration: its `FlowInterop.Enabled` / `FlowInterop.Disabled` annotation, else the configuration's
    /// `flowInterop`.
    public func hasSKIEFlows(annotations: [String] = []) -> Bool {
        guard has(.skie) else { return false }
        return SKIEAnnotations.switchValue(
            annotations, enabled: SKIEAnnotations.flowInteropEnabled, disabled: SKIEAnnotations.flowInteropDisabled)
            ?? skie.flowInterop
    }
    /// SKIE's suspend interop for one function (its cancellable `async` wrapper, the export's original hidden
    /// as `__foo`): its `SuspendInterop.Enabled` / `SuspendInterop.Disabled` annotation, else `suspendInterop`.
    public func hasSKIESuspendWrapper(annotations: [String]) -> Bool {
        guard has(.skie) else { return false }
        return SKIEAnnotations.switchValue(
            annotations, enabled: SKIEAnnotations.suspendInteropEnabled,
            disabled: SKIEAnnotations.suspendInteropDisabled)
            ?? skie.suspendInterop
    }
    /// SKIE renames an exported suspend function to `__foo` beside its own `foo()` wrapper, and the original
    /// stays callable as `__foo() async throws` (with SKIE's flow classes in its result); idiomatic models
    /// have only the wrapper's shape.
    public var hasSKIEHiddenSuspendOriginals: Bool { has(.skie) && isBridge }
    /// SKIE strips the exporter's overload mangling (`foo(i_:)`) where Swift tells the overloads apart by their
    /// parameter types (``ObjCFunctionNaming/mangle(_:byParameterTypes:)``).
    public var stripsKonanMangling: Bool { has(.skie) && isBridge }
    /// SKIE keeps the exporter's Kotlin enum class as `__A` next to its Swift enum `A`, which bridges to it.
    public var hasOriginalKotlinEnums: Bool { has(.skie) && isBridge }
    /// SKIE's file-scope conversion: top-level functions and properties also as Swift globals (`foo()`
    /// beside `AKt.foo()`), unless a declaration's annotation turns it off.
    public var hasGlobalFunctions: Bool { has(.skie) && skie.globalFunctions }
    /// SKIE's DefaultArgumentInterop may add overloads (on for a function when the config or its
    /// annotation enables it); idiomatic models restore the defaults themselves.
    public var mayHaveDefaultArgumentOverloads: Bool { has(.skie) && isBridge }
    /// A `suspend` function also has the export's `completionHandler:` form beside `async` (SKIE and
    /// idiomatic models keep only `async`).
    public var hasCompletionHandlerFunctions: Bool { isBridge && !has(.skie) }
    /// The same for one function: also under SKIE when its suspend interop is off (the export's shapes stay).
    public func hasCompletionHandlerFunctions(annotations: [String]) -> Bool {
        isBridge && !hasSKIESuspendWrapper(annotations: annotations)
    }
}
