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

/// Exception classes of the Kotlin standard library and kotlinx, which contracts name in
/// `throws` but cannot declare. They resolve to `Throwable`: Swift sees every one as `NSError`.
enum KotlinExceptionNames {
    static let all: Set<String> = [
        "Exception", "Error", "RuntimeException", "IllegalStateException", "IllegalArgumentException",
        "IndexOutOfBoundsException", "NoSuchElementException", "UnsupportedOperationException",
        "ArithmeticException", "NumberFormatException", "NullPointerException", "ClassCastException",
        "ConcurrentModificationException", "CancellationException", "TimeoutCancellationException",
        "IOException", "SerializationException",
    ]
}

/// The other non-generic built-ins.
public enum KotlinSpecialType: String, Sendable, CaseIterable {
    case string = "String"
    case unit = "Unit"
    case any = "Any"
    case nothing = "Nothing"
}

/// Where well-known names live, so `kotlin.collections.List` resolves like `List`.
enum BuiltinPackages {
    static let prefixes = [
        "kotlin", "kotlin.collections", "kotlinx.coroutines.flow", "androidx.lifecycle", "org.koin.core",
    ]

    /// Strips a known package prefix from a qualified builtin name.
    static func simpleBuiltinName(_ path: [String]) -> String? {
        guard let last = path.last else { return nil }
        if path.count == 1 { return last }
        let prefix = path.dropLast().joined(separator: ".")
        return prefixes.contains(prefix) ? last : nil
    }
}
