// The library types a contract may name, by their real Kotlin packages, and the names Kotlin imports by default.

import KontractCore

/// What a type name resolves to outside the Kotlin read: the libraries' types the format knows, and Kotlin's
/// default imports (`kotlin.*`, `kotlin.collections.*`).
enum LibraryTypes {
    /// Package-qualified library type → the name the contract writes for it.
    static let byQualifiedName: [String: String] = {
        var table: [String: String] = [:]
        let packages: [(String, [String])] = [
            ("kotlinx.coroutines.flow", ["Flow", "StateFlow", "MutableStateFlow", "SharedFlow", "MutableSharedFlow"]),
            ("androidx.lifecycle", ["ViewModel", "ViewModelStoreOwner", "ViewModelStore"]),
            ("org.koin.core", ["Koin"]),
            ("kotlin.coroutines.cancellation", ["CancellationException"]),
            ("kotlin.reflect", ["KClass"]),
            // CoroutineScope, Job…: types Kotlin resolves that the format cannot say (KX0104 names them).
            (
                "kotlinx.coroutines",
                [
                    "CancellationException", "TimeoutCancellationException", "CoroutineScope", "CoroutineDispatcher",
                    "Job", "Deferred",
                ]
            ),
            ("kotlinx.io", ["IOException"]),
            ("okio", ["IOException"]),
            ("kotlinx.serialization", ["SerializationException"]),
        ]
        for (package, names) in packages {
            for name in names { table[package + "." + name] = name }
        }
        for name in defaultImports.union(collections) { table[defaultImportPackage(of: name)! + "." + name] = name }
        return table
    }()

    /// The package Kotlin's default imports give the simple name `name` (`Regex`: `kotlin.text`, `List`:
    /// `kotlin.collections`, `Pair`: `kotlin`); nil for a name they do not import.
    static func defaultImportPackage(of name: String) -> String? {
        if collections.contains(name) { return "kotlin.collections" }
        guard defaultImports.contains(name) else { return nil }
        return defaultImportPackages[name] ?? "kotlin"
    }

    /// The names the contract format resolves without a declaration (KontractCore's built-in types): a library
    /// or default-import type outside them (`Pair`, `Regex`, `kotlinx.coroutines.CoroutineScope`) is one Kotlin
    /// knows and `kontract validate` would reject (KT0202), so extract says so (KX0104) where it is written.
    static let contractFormatNames: Set<String> = {
        var names = Set(KotlinPrimitive.allCases.map(\.rawValue))
        names.formUnion(KotlinPrimitive.allCases.map(\.arrayName))
        names.formUnion(KotlinSpecialType.allCases.map(\.rawValue))
        names.formUnion(KotlinBuiltinGeneric.allCases.map(\.rawValue))
        names.formUnion(KotlinPlatformType.allCases.map(\.rawValue))
        names.formUnion(KotlinStandardException.allCases.map(\.rawValue))
        names.formUnion(KotlinHiddenType.allCases.map(\.rawValue))
        return names
    }()

    /// The packages of `byQualifiedName`.
    static let packages: Set<String> = Set(
        byQualifiedName.keys.map { String($0[..<($0.lastIndex(ofASCII: UInt8(ascii: ".")) ?? $0.startIndex)]) })

    /// `kotlin.*` names Kotlin imports by default (the format's built-in types, its exceptions, and the
    /// common ones of `kotlin.text`, `kotlin.ranges`, `kotlin.sequences`, `kotlin.comparisons`).
    static let defaultImports: Set<String> = [
        "Boolean", "Byte", "Short", "Int", "Long", "UByte", "UShort", "UInt", "ULong", "Float", "Double", "Char",
        "String", "Unit", "Any", "Nothing", "Array", "BooleanArray", "ByteArray", "ShortArray", "IntArray",
        "LongArray", "UByteArray", "UShortArray", "UIntArray", "ULongArray", "FloatArray", "DoubleArray", "CharArray",
        "Throwable", "Exception", "Error", "RuntimeException", "IllegalStateException", "IllegalArgumentException",
        "IndexOutOfBoundsException", "NoSuchElementException", "UnsupportedOperationException",
        "ArithmeticException", "NumberFormatException", "NullPointerException", "ClassCastException",
        "ConcurrentModificationException", "Pair", "Triple", "Comparable", "CharSequence", "Number", "Enum",
        "Result", "Lazy", "AutoCloseable", "Annotation", "Function", "Comparator", "Cloneable",
        // kotlin.text, kotlin.ranges, kotlin.sequences (imported by default too)
        "StringBuilder", "Appendable", "Regex", "IntRange", "LongRange", "CharRange", "UIntRange", "ULongRange",
        "ClosedRange", "OpenEndRange", "Sequence",
    ]

    /// The package of a default import outside `kotlin` itself, as the standard library declares it
    /// (`Regex` is `kotlin.text.Regex`, `IntRange` `kotlin.ranges.IntRange`).
    static let defaultImportPackages: [String: String] = [
        "StringBuilder": "kotlin.text", "Appendable": "kotlin.text", "Regex": "kotlin.text",
        "IntRange": "kotlin.ranges", "LongRange": "kotlin.ranges", "CharRange": "kotlin.ranges",
        "UIntRange": "kotlin.ranges", "ULongRange": "kotlin.ranges", "ClosedRange": "kotlin.ranges",
        "OpenEndRange": "kotlin.ranges", "Sequence": "kotlin.sequences",
    ]

    /// `kotlin.collections.*` names: the format's collections, and the other classes and interfaces of the
    /// package common code can name (`IntIterator`: a library type of `kotlin-stdlib`, as `Regex` is, not KX0104's
    /// "not a default import" and a contract validate rejects).
    static let collections: Set<String> = [
        "List", "Set", "Map", "MutableList", "MutableSet", "MutableMap", "Collection", "MutableCollection",
        "Iterable", "MutableIterable", "Iterator", "ArrayList", "HashMap", "HashSet", "LinkedHashMap",
        "LinkedHashSet", "MutableIterator", "ListIterator", "MutableListIterator", "BooleanIterator", "ByteIterator",
        "CharIterator", "ShortIterator", "IntIterator", "LongIterator", "FloatIterator", "DoubleIterator",
        "AbstractCollection", "AbstractList", "AbstractSet", "AbstractMap", "AbstractIterator",
        "AbstractMutableCollection", "AbstractMutableList", "AbstractMutableSet", "AbstractMutableMap", "ArrayDeque",
        "IndexedValue", "Grouping",
    ]
}
