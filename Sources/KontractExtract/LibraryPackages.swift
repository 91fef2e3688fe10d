// Which library (Kotlin module name) a package belongs to, and the kinds of the common KMP libraries' types.

/// The kind a library contract gives a type (`class`, `interface`, `object`, `enum class`), with what the table
/// knows of it.
struct LibraryTypeShape: Equatable, Sendable {
    var kind: String
    /// `abstract` or `open` for a class app code may subclass; nil for a final one.
    var modality: String?
    /// The type parameters' names (`Pair`: `A`, `B`).
    var typeParameters: [String] = []
    /// An enum class's entries.
    var entries: [String] = []

    static func `class`(_ modality: String? = nil, _ typeParameters: [String] = []) -> Self {
        Self(kind: "class", modality: modality, typeParameters: typeParameters)
    }
    static func interface(_ typeParameters: [String] = []) -> Self {
        Self(kind: "interface", typeParameters: typeParameters)
    }
    static let object = Self(kind: "object")
    static func enumClass(_ entries: [String]) -> Self { Self(kind: "enum class", entries: entries) }
}

/// Package → library module name: the common KMP libraries' packages, then the config's `"libraries"` map
/// (`kontract.config.json`), which wins. A package maps by its longest listed prefix (`io.ktor.client.request` is
/// `ktor-client-core`'s through `io.ktor.client`).
public struct LibraryPackages: Sendable, Equatable {
    /// Package prefix → module name, the config's over the table's.
    var modules: [String: String]

    /// The table alone.
    public static let common = LibraryPackages(configured: [:])

    /// The table with `configured` (package prefix → module name, from the config's `"libraries"`) over it.
    public init(configured: [String: String]) {
        modules = Self.table.merging(configured) { _, configured in configured }
    }

    /// The library module of `package` (nil: no library known for it).
    func module(of package: String) -> String? {
        var candidate = Substring(package)
        while true {
            if let module = modules[String(candidate)] { return module }
            guard let dot = candidate.lastIndex(ofASCII: UInt8(ascii: ".")) else { return nil }
            candidate = candidate[..<dot]
        }
    }

    /// The package of a qualified type name: its segments up to the first capitalised one (Kotlin's convention:
    /// `kotlinx.datetime.Clock.System` is `Clock.System` in `kotlinx.datetime`).
    static func split(_ qualified: String) -> (package: String, name: String) {
        let segments = qualified.splitting(UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard let first = segments.firstIndex(where: { $0.first?.isUppercase == true }) else {
            return (segments.dropLast().joined(separator: "."), String(segments.last ?? ""))
        }
        return (segments[..<first].joined(separator: "."), segments[first...].joined(separator: "."))
    }

    /// The common KMP libraries' packages, by the module name the Kotlin/Native export prefixes their types with.
    static let table: [String: String] = [
        "kotlin": "kotlin-stdlib", "kotlin.text": "kotlin-stdlib", "kotlin.ranges": "kotlin-stdlib",
        "kotlin.sequences": "kotlin-stdlib", "kotlin.time": "kotlin-stdlib", "kotlin.uuid": "kotlin-stdlib",
        "kotlin.collections": "kotlin-stdlib", "kotlin.coroutines": "kotlin-stdlib",
        "kotlin.reflect": "kotlin-stdlib",
        "kotlinx.coroutines": "kotlinx-coroutines-core",
        "kotlinx.datetime": "kotlinx-datetime",
        "kotlinx.serialization": "kotlinx-serialization-core",
        "kotlinx.serialization.json": "kotlinx-serialization-json",
        "kotlinx.io": "kotlinx-io-core",
        "okio": "okio",
        "org.koin": "koin-core", "org.koin.compose": "koin-compose",
        "io.ktor.client": "ktor-client-core", "io.ktor.http": "ktor-http", "io.ktor.utils.io": "ktor-io",
        "io.ktor.util": "ktor-utils", "io.ktor.client.plugins.logging": "ktor-client-logging",
        "io.ktor.client.plugins.contentnegotiation": "ktor-client-content-negotiation",
        "io.ktor.serialization.kotlinx.json": "ktor-serialization-kotlinx-json",
        "io.ktor.client.engine.darwin": "ktor-client-darwin",
        "app.cash.sqldelight": "runtime", "com.squareup.sqldelight": "runtime",
        "app.cash.sqldelight.coroutines": "coroutines-extensions",
        "com.russhwolf.settings": "multiplatform-settings",
        "co.touchlab.kermit": "kermit",
        "io.github.aakira.napier": "napier",
        "com.apollographql.apollo3": "apollo-runtime", "com.apollographql.apollo3.api": "apollo-api",
        "com.apollographql.apollo": "apollo-runtime", "com.apollographql.apollo.api": "apollo-api",
        "com.apollographql.apollo3.cache.normalized": "apollo-normalized-cache",
        "androidx.compose.runtime": "runtime", "androidx.compose.ui": "ui", "androidx.compose.ui.unit": "ui-unit",
        "androidx.compose.ui.graphics": "ui-graphics", "androidx.compose.foundation": "foundation",
        "androidx.compose.foundation.layout": "foundation-layout", "androidx.compose.material3": "material3",
        "androidx.lifecycle": "lifecycle-viewmodel",
        "com.arkivanov.decompose": "decompose", "com.arkivanov.essenty.lifecycle": "lifecycle",
        "com.arkivanov.essenty.backhandler": "back-handler", "com.arkivanov.essenty.statekeeper": "state-keeper",
        "com.arkivanov.essenty.instancekeeper": "instance-keeper",
        "com.apollographql.cache.normalized": "normalized-cache",
    ]

    /// What the table knows of the common types (qualified name → shape); a type not here is a class, or what the
    /// Kotlin read tells of it (a supertype called as a constructor is a class, one without a call an interface).
    static let shapes: [String: LibraryTypeShape] = [
        "kotlin.Pair": .class(nil, ["A", "B"]), "kotlin.Triple": .class(nil, ["A", "B", "C"]),
        "kotlin.Result": .class(nil, ["T"]), "kotlin.Lazy": .interface(["T"]), "kotlin.text.Regex": .class(),
        "kotlin.text.StringBuilder": .class(), "kotlin.ranges.IntRange": .class("open"),
        "kotlin.ranges.LongRange": .class("open"), "kotlin.sequences.Sequence": .interface(["T"]),
        "kotlin.time.Duration": .class(), "kotlin.time.Instant": .class(),
        "kotlin.collections.BooleanIterator": .class("abstract"), "kotlin.collections.ByteIterator": .class("abstract"),
        "kotlin.collections.CharIterator": .class("abstract"), "kotlin.collections.ShortIterator": .class("abstract"),
        "kotlin.collections.IntIterator": .class("abstract"), "kotlin.collections.LongIterator": .class("abstract"),
        "kotlin.collections.FloatIterator": .class("abstract"),
        "kotlin.collections.DoubleIterator": .class("abstract"),
        "kotlin.collections.MutableIterator": .interface(["T"]), "kotlin.collections.ListIterator": .interface(["T"]),
        "kotlin.collections.MutableListIterator": .interface(["T"]),
        "kotlin.collections.AbstractIterator": .class("abstract", ["T"]),
        "kotlin.collections.AbstractCollection": .class("abstract", ["E"]),
        "kotlin.collections.AbstractList": .class("abstract", ["E"]),
        "kotlin.collections.AbstractSet": .class("abstract", ["E"]),
        "kotlin.collections.AbstractMap": .class("abstract", ["K", "V"]),
        "kotlin.collections.AbstractMutableCollection": .class("abstract", ["E"]),
        "kotlin.collections.AbstractMutableList": .class("abstract", ["E"]),
        "kotlin.collections.AbstractMutableSet": .class("abstract", ["E"]),
        "kotlin.collections.AbstractMutableMap": .class("abstract", ["K", "V"]),
        "kotlin.collections.ArrayDeque": .class(nil, ["E"]), "kotlin.collections.IndexedValue": .class(nil, ["T"]),
        "kotlin.collections.Grouping": .interface(["T", "K"]),
        "kotlin.coroutines.CoroutineContext": .interface(), "kotlin.reflect.KClass": .interface(["T"]),
        "kotlinx.coroutines.CoroutineScope": .interface(), "kotlinx.coroutines.Job": .interface(),
        "kotlinx.coroutines.Deferred": .interface(["T"]), "kotlinx.coroutines.CoroutineDispatcher": .class("abstract"),
        "kotlinx.coroutines.Dispatchers": .object, "kotlinx.coroutines.flow.FlowCollector": .interface(["T"]),
        "kotlinx.coroutines.channels.Channel": .interface(["E"]),
        "kotlinx.datetime.Instant": .class(), "kotlinx.datetime.LocalDate": .class(),
        "kotlinx.datetime.LocalDateTime": .class(), "kotlinx.datetime.LocalTime": .class(),
        "kotlinx.datetime.TimeZone": .class("open"), "kotlinx.datetime.Clock": .interface(),
        "kotlinx.datetime.DatePeriod": .class(), "kotlinx.datetime.DateTimePeriod": .class("open"),
        "kotlinx.datetime.Month": .enumClass([
            "JANUARY", "FEBRUARY", "MARCH", "APRIL", "MAY", "JUNE", "JULY", "AUGUST", "SEPTEMBER", "OCTOBER",
            "NOVEMBER", "DECEMBER",
        ]),
        "kotlinx.datetime.DayOfWeek": .enumClass([
            "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY",
        ]),
        "kotlinx.serialization.json.Json": .class("abstract"),
        "kotlinx.serialization.json.JsonElement": .class("abstract"),
        "kotlinx.serialization.json.JsonObject": .class(), "kotlinx.serialization.KSerializer": .interface(["T"]),
        "org.koin.core.Koin": .class(), "org.koin.core.KoinApplication": .class(),
        "org.koin.core.module.Module": .class(), "org.koin.core.scope.Scope": .class(),
        "org.koin.core.component.KoinComponent": .interface(), "org.koin.core.qualifier.Qualifier": .interface(),
        "org.koin.core.parameter.ParametersHolder": .class("open"),
        "io.ktor.client.HttpClient": .class(), "io.ktor.client.engine.HttpClientEngine": .interface(),
        "io.ktor.client.statement.HttpResponse": .class("abstract"),
        "io.ktor.client.request.HttpRequestBuilder": .class(),
        "app.cash.sqldelight.db.SqlDriver": .interface(), "app.cash.sqldelight.db.SqlCursor": .interface(),
        "app.cash.sqldelight.Transacter": .interface(), "app.cash.sqldelight.Query": .class("abstract", ["RowType"]),
        "app.cash.sqldelight.ColumnAdapter": .interface(["T", "S"]),
        "app.cash.sqldelight.TransactionWithoutReturn": .interface(),
        "app.cash.sqldelight.TransactionWithReturn": .interface(["R"]),
        "com.squareup.sqldelight.db.SqlDriver": .interface(),
        "com.squareup.sqldelight.Query": .class("abstract", ["RowType"]),
        "com.russhwolf.settings.Settings": .interface(), "com.russhwolf.settings.ObservableSettings": .interface(),
        "com.russhwolf.settings.coroutines.FlowSettings": .interface(),
        "kotlinx.io.Sink": .interface(), "kotlinx.io.Source": .interface(), "okio.FileSystem": .class("abstract"),
        "okio.Path": .class(),
        "co.touchlab.kermit.Logger": .class("open"), "co.touchlab.kermit.LogWriter": .class("abstract"),
        "co.touchlab.kermit.Severity": .enumClass(["Verbose", "Debug", "Info", "Warn", "Error", "Assert"]),
        "co.touchlab.kermit.StaticConfig": .class(),
        "io.github.aakira.napier.Napier": .object, "io.github.aakira.napier.Antilog": .class("abstract"),
        "com.apollographql.apollo3.ApolloClient": .class(), "com.apollographql.apollo.ApolloClient": .class(),
        "com.apollographql.apollo3.api.ApolloResponse": .class(nil, ["D"]),
        "com.apollographql.apollo.api.ApolloResponse": .class(nil, ["D"]),
        "com.apollographql.apollo3.api.Query": .interface(["D"]),
        "com.apollographql.apollo.api.Query": .interface(["D"]),
        "com.apollographql.apollo3.api.Optional": .class("abstract", ["V"]),
        "com.apollographql.apollo.ApolloCall": .class(nil, ["D"]), "com.apollographql.apollo.api.Error": .class(),
        "com.apollographql.apollo.exception.ApolloException": .class("open"),
        "androidx.compose.runtime.State": .interface(["T"]), "androidx.compose.runtime.MutableState": .interface(["T"]),
        "androidx.compose.runtime.ProvidableCompositionLocal": .class("abstract", ["T"]),
        "androidx.compose.runtime.snapshots.SnapshotStateList": .class(nil, ["T"]),
        "androidx.compose.ui.Modifier": .interface(), "androidx.compose.ui.graphics.Color": .class(),
        "androidx.compose.ui.unit.Dp": .class(), "androidx.compose.ui.graphics.drawscope.DrawScope": .interface(),
        "androidx.compose.ui.graphics.vector.ImageVector": .class(),
        "androidx.compose.foundation.layout.BoxScope": .interface(),
        "androidx.compose.foundation.layout.ColumnScope": .interface(),
        "androidx.compose.foundation.layout.RowScope": .interface(),
        "androidx.compose.foundation.layout.PaddingValues": .interface(),
        "androidx.compose.foundation.ScrollState": .class(), "androidx.compose.foundation.lazy.LazyListState": .class(),
        "androidx.compose.foundation.pager.PagerState": .class("abstract"),
        "androidx.compose.material3.SnackbarHostState": .class(),
        "com.apollographql.cache.normalized.api.NormalizedCacheFactory": .class("abstract"),
        "com.arkivanov.decompose.router.stack.ChildStack": .class(nil, ["C", "T"]),
        "com.arkivanov.decompose.ComponentContext": .interface(),
        "com.arkivanov.decompose.value.Value": .class("abstract", ["T"]),
        "com.arkivanov.essenty.lifecycle.Lifecycle": .interface(),
        "com.arkivanov.essenty.lifecycle.LifecycleOwner": .interface(),
        "androidx.lifecycle.SavedStateHandle": .class(),
    ]
}
