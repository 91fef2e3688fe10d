// Data classes holding class-typed properties (a module class, a library class, an interface, an exception class).

import Foundation
import KontractGenerator
import Testing

/// `data class Event(val at: Instant, val token: Token?, …)`: a plain class, a library class, an interface and an
/// exception class as data-class properties, nullable and in lists, in a serializable data class (transient with
/// `default: null`) and a plain one. Kotlin compares such a property with its class's `equals`, by identity for a
/// class that is not a data class (bridge style: `KotlinBase.isEqual`); swift style's classes are not `Equatable`
/// nor `Sendable`, so the struct compares them as `Kotlin.propertyEquals` does (`===`) and is `@unchecked Sendable`.
/// A class's `StateFlow<Token?>` compares its values with `Kotlin.equals` (identity too). Compiled in CompileBatchTests,
/// in the four configurations, with app-shaped Swift; no warning.
enum ClassTypedDataPropertyTests {
    static let contracts = [
        "held-lib.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "kotlinx.datetime", "library": "kotlinx-datetime",
          "declarations": [ { "kind": "class", "name": "LocalDate", "constructors": [],
                              "properties": [ { "name": "year", "type": "Int", "initial": 2026 } ] } ] }
        """,
        "held.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "com.example.held", "declarations": [
          { "kind": "class", "name": "Token",
            "constructors": [ { "parameters": [ { "name": "raw", "type": "String", "property": "val" } ] } ] },
          { "kind": "interface", "name": "Clock", "functions": [ { "name": "tick", "returns": "Long" } ] },
          { "kind": "class", "name": "SyncException", "supertypes": [ "Exception" ],
            "constructors": [ { "parameters": [ { "name": "message", "type": "String?" } ] } ] },
          { "kind": "data class", "name": "Event", "serializable": false, "properties": [
            { "name": "day", "type": "LocalDate" },
            { "name": "token", "type": "Token" },
            { "name": "previous", "type": "Token?" },
            { "name": "tokens", "type": "List<Token>" },
            { "name": "days", "type": "List<LocalDate?>" },
            { "name": "clock", "type": "Clock?" },
            { "name": "failure", "type": "SyncException?" },
            { "name": "cause", "type": "Throwable?" },
            { "name": "state", "type": "IllegalStateException?" } ] },
          { "kind": "data class", "name": "Session", "serializable": true, "properties": [
            { "name": "id", "type": "String" },
            { "name": "token", "type": "Token?", "default": null, "transient": true },
            { "name": "day", "type": "LocalDate?", "default": null, "transient": true },
            { "name": "failure", "type": "SyncException?", "default": null, "transient": true },
            { "name": "clock", "type": "Clock?", "default": null, "transient": true } ] },
          { "kind": "class", "name": "TokenHolder",
            "properties": [ { "name": "current", "type": "MutableStateFlow<Token?>", "initial": null },
                            { "name": "all", "type": "StateFlow<List<Token>>", "initial": [] } ] },
          { "kind": "file", "name": "Held.kt", "functions": [ { "name": "today", "returns": "LocalDate" } ] } ] }
        """,
    ]

    static let compileCase = CompileCase(
        "ClassTypedDataProperty", contracts: contracts, forbidding: ["warning:"],
        app: { options in
            let (day, exception, int) =
                options.style == .bridge
                ? ("Kotlinx_datetimeLocalDate", "SyncException(message: \"offline\")", "Int32")
                : ("LocalDate", "SyncException(message: \"offline\")", "Int")
            let copy =
                options.style == .bridge
                ? "event.doCopy(day: event.day, token: event.token, previous: event.previous, tokens: event.tokens, "
                    + "days: event.days, clock: event.clock, failure: event.failure, cause: event.cause, state: event.state)"
                : "Event(day: event.day, token: event.token, previous: event.previous, tokens: event.tokens, "
                    + "days: event.days, clock: event.clock, failure: event.failure, cause: event.cause, state: event.state)"
            let sendable =
                options.style == .swift
                ? """
                func sendSession(_ session: Session) async {
                    let task = Task.detached { session.id }
                    _ = await task.value
                }

                """ : ""
            return sendable + """
                func classTypedProperties() {
                    let day: \(day) = HeldKt.today()
                    let token = Token(raw: "a")
                    let event = Event(
                        day: day, token: token, previous: nil, tokens: [token, Token(raw: "b")], days: [day],
                        clock: nil, failure: \(exception), cause: nil, state: nil)
                    let same = \(copy)
                    _ = event == same
                    _ = event.hashValue
                    let year: \(int) = event.day.year
                    _ = (year, event.tokens.count, event.previous?.raw, event.clock?.tick(), event.failure?.message, event.cause?.message)
                    let session = Session(id: "s", token: token, day: day, failure: nil, clock: nil)
                    _ = session == Session(id: "s", token: nil, day: nil, failure: nil, clock: nil)
                    _ = session.token?.raw
                    _ = "\\(session) \\(event)"
                }
                """
        })
}
