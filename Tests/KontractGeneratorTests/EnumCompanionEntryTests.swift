// An enum entry named `COMPANION` beside a companion object keeps the name (issue 26, item 10).

import Foundation
import KontractGenerator
import Testing

/// `enum class Mode { COMPANION, VALUES, ENTRIES, OTHER; companion object { val limit = 3 } }`: the exporter
/// leaves the `companion` class property out when an entry is named `companion` (JetBrains/kotlin
/// native/objcexport-header-generator ObjCExportTranslator.kt, `needCompanionObjectProperty`), so `Mode.companion`
/// is the entry and the object is `Mode.Companion.shared`; `values()` and `entries` give way to the entries of
/// their names (`values_()`, `entries_`, ObjCExportNamerImpl's `enumClassSelectors`). Main declared
/// `static var companion` twice ("invalid redeclaration of 'companion'"). Compiled in CompileBatchTests.
let enumCompanionEntryCase = CompileCase(
    "EnumCompanionEntry",
    contracts: [
        "modes.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
          { "kind": "enum class", "name": "CompanionMode", "entries": ["COMPANION", "VALUES", "ENTRIES", "OTHER"],
            "companion": { "properties": [ { "name": "limit", "type": "Int", "default": 3 } ] } } ] }
        """
    ],
    app: { _ in
        """
        func enumCompanionEntry() -> Bool {
            let mode: CompanionMode = CompanionMode.companion
            _ = CompanionMode.Companion.shared.limit
            return mode == CompanionMode.other || mode == CompanionMode.values || mode == CompanionMode.entries
        }
        """
    })
