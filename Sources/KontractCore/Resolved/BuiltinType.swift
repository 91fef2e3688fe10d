// The Kotlin types every contract may use without declaring them.

/// Kotlin's primitive value types, as kotlinx and the Objective-C export treat them.
public enum KotlinPrimitive: String, Sendable, CaseIterable {
    case boolean = "Boolean"
    case byte = "Byte"
    case short = "Short"
    case int = "Int"
    case long = "Long"
    case ubyte = "UByte"
    case ushort = "UShort"
    case uint = "UInt"
    case ulong = "ULong"
    case float = "Float"
    case double = "Double"
    case char = "Char"

    public var isInteger: Bool {
        switch self {
        case .byte, .short, .int, .long, .ubyte, .ushort, .uint, .ulong: true
        default: false
        }
    }

    public var isUnsigned: Bool {
        switch self {
        case .ubyte, .ushort, .uint, .ulong: true
        default: false
        }
    }

    public var isFloatingPoint: Bool { self == .float || self == .double }

    /// The inclusive range of an integer type, as Int128 bounds via (min, max) strings is
    /// overkill: signed types fit Int64 and unsigned ones UInt64.
    public var signedRange: ClosedRange<Int64>? {
        switch self {
        case .byte: Int64(Int8.min)...Int64(Int8.max)
        case .short: Int64(Int16.min)...Int64(Int16.max)
        case .int: Int64(Int32.min)...Int64(Int32.max)
        case .long: Int64.min...Int64.max
        default: nil
        }
    }

    public var unsignedMaximum: UInt64? {
        switch self {
        case .ubyte: UInt64(UInt8.max)
        case .ushort: UInt64(UInt16.max)
        case .uint: UInt64(UInt32.max)
        case .ulong: UInt64.max
        default: nil
        }
    }

    /// The primitive array class for this primitive (`IntArray`), if Kotlin has one.
    public var arrayName: String { rawValue + "Array" }
}

/// Generic built-in types and their arity.
public enum KotlinBuiltinGeneric: String, Sendable, CaseIterable {
    case list = "List"
    case set = "Set"
    case map = "Map"
    case mutableList = "MutableList"
    case mutableSet = "MutableSet"
    case mutableMap = "MutableMap"
    case array = "Array"
    case flow = "Flow"
    case stateFlow = "StateFlow"
    case mutableStateFlow = "MutableStateFlow"
    case sharedFlow = "SharedFlow"
    case mutableSharedFlow = "MutableSharedFlow"
    /// `kotlin.reflect.KClass<T>` (imported, not a default import): the exporter's `id<KotlinKClass>`, its type
    /// argument erased.
    case kclass = "KClass"

    public var arity: Int { self == .map || self == .mutableMap ? 2 : 1 }

    public var isFlow: Bool {
        switch self {
        case .flow, .stateFlow, .mutableStateFlow, .sharedFlow, .mutableSharedFlow: true
        default: false
        }
    }
}

/// Types a bridge file needs, which Kontract's runtime emulates.
public enum KotlinPlatformType: String, Sendable, CaseIterable {
    case viewModel = "ViewModel"
    case viewModelStoreOwner = "ViewModelStoreOwner"
    case viewModelStore = "ViewModelStore"
    case koin = "Koin"
    case throwable = "Throwable"
}

/// Exception classes of the Kotlin standard library and kotlinx that contracts use without declaring them:
/// in `throws`, as supertypes of declared exception classes, and as property and parameter types.
/// `Throwable` itself is ``KotlinPlatformType/throwable``.
public enum KotlinStandardException: String, Sendable, CaseIterable {
    case exception = "Exception"
    case error = "Error"
    case runtimeException = "RuntimeException"
    case illegalStateException = "IllegalStateException"
    case illegalArgumentException = "IllegalArgumentException"
    case indexOutOfBoundsException = "IndexOutOfBoundsException"
    case noSuchElementException = "NoSuchElementException"
    case unsupportedOperationException = "UnsupportedOperationException"
    case arithmeticException = "ArithmeticException"
    case numberFormatException = "NumberFormatException"
    case nullPointerException = "NullPointerException"
    case classCastException = "ClassCastException"
    case concurrentModificationException = "ConcurrentModificationException"
    case cancellationException = "CancellationException"
    case timeoutCancellationException = "TimeoutCancellationException"
    case ioException = "IOException"
    case serializationException = "SerializationException"

    /// The class it extends; nil for a direct subclass of `Throwable`.
    public var superclass: KotlinStandardException? {
        switch self {
        case .exception, .error: nil
        case .runtimeException, .ioException: .exception
        case .illegalStateException, .illegalArgumentException, .indexOutOfBoundsException, .noSuchElementException,
            .unsupportedOperationException, .arithmeticException, .nullPointerException, .classCastException,
            .concurrentModificationException:
            .runtimeException
        case .numberFormatException, .serializationException: .illegalArgumentException
        case .cancellationException: .illegalStateException
        case .timeoutCancellationException: .cancellationException
        }
    }

    /// True when it is `other` or one of its subclasses.
    public func isSubclass(of other: KotlinStandardException) -> Bool {
        var current: KotlinStandardException? = self
        while let exception = current {
            if exception == other { return true }
            current = exception.superclass
        }
        return false
    }

    /// True for the classes of the Kotlin standard library, which the export names `Kotlin` + name;
    /// the others belong to kotlinx libraries (`kotlinx.coroutines`, `kotlinx.io`, `kotlinx.serialization`).
    public var isStandardLibrary: Bool {
        switch self {
        case .timeoutCancellationException, .ioException, .serializationException: false
        default: true
        }
    }

    /// The fully qualified Kotlin name, as `Throwable.toString()` prints it.
    public var qualifiedName: String {
        switch self {
        case .cancellationException: "kotlin.coroutines.cancellation.CancellationException"
        case .timeoutCancellationException: "kotlinx.coroutines.TimeoutCancellationException"
        case .ioException: "kotlinx.io.IOException"
        case .serializationException: "kotlinx.serialization.SerializationException"
        default: "kotlin." + rawValue
        }
    }
}

/// The other non-generic built-ins.
public enum KotlinSpecialType: String, Sendable, CaseIterable {
    case string = "String"
    case unit = "Unit"
    case any = "Any"
    case nothing = "Nothing"
}

/// Standard-library supertypes of the types the exporter maps itself (its `CustomTypeMappers.hiddenTypes`): a
/// value of one of them is `id` in the header, Swift `Any` (`AnyHashable` where it must be hashable), like `Any`.
/// They resolve as `Any` with their Kotlin spelling kept (``ResolvedType/hiddenType``).
public enum KotlinHiddenType: String, Sendable, CaseIterable {
    case number = "Number"
    case charSequence = "CharSequence"
    case comparable = "Comparable"
    case collection = "Collection"
    case iterable = "Iterable"
    case mutableCollection = "MutableCollection"
    case mutableIterable = "MutableIterable"

    /// How many type arguments Kotlin's declaration takes.
    public var arity: Int { self == .number || self == .charSequence ? 0 : 1 }
}

/// Where well-known names live, so `kotlin.collections.List` resolves like `List`.
enum BuiltinPackages {
    static let prefixes = [
        "kotlin", "kotlin.collections", "kotlin.coroutines.cancellation", "kotlinx.coroutines.flow",
        "androidx.lifecycle", "org.koin.core", "kotlin.reflect",
    ]

    /// Strips a known package prefix from a qualified builtin name.
    static func simpleBuiltinName(_ path: [String]) -> String? {
        guard let last = path.last else { return nil }
        if path.count == 1 { return last }
        let prefix = path.dropLast().joined(separator: ".")
        return prefixes.contains(prefix) ? last : nil
    }
}
