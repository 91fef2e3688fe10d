// KMP-NativeCoroutines flows of primitives hand Swift boxed items, as the framework does (issue 26, item 1).

import Foundation
import KontractGenerator
import Testing

/// `NativeFlow` is a Kotlin function type, and the exporter boxes a primitive inside one:
/// `@NativeCoroutines fun ints(): Flow<Int>` is `NativeFlow<KotlinInt, Error, KotlinUnit>` (app code writes
/// `value.int32Value`), `@NativeCoroutinesState val count: StateFlow<Long>` is `count: Int64` beside
/// `countFlow: NativeFlow<KotlinLong, Error, KotlinUnit>`; the same inside a `NativeSuspend`'s flow, a member
/// function's and a `Char`'s (`Any`); a `SharedFlow<Int>`'s `ticksReplayCache` is the plugin's `List<Int>`, so
/// `[KotlinInt]` (main gave `[Int32]`). Swift style keeps its own types. Main gave `NativeFlow<Int32, …>`.
/// Compiled in CompileBatchTests; EdgeFlowTests runs the boxed items.
let nativeFlowBoxingCase = CompileCase(
    "NativeFlowBoxing",
    contracts: [
        "ticks.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
          { "kind": "class", "name": "TickCounter", "supertypes": [ "ViewModel" ],
            "properties": [ { "name": "count", "type": "StateFlow<Long>", "initial": 0,
              "annotations": [ "NativeCoroutinesState" ] },
              { "name": "ticks", "type": "SharedFlow<Int>", "annotations": [ "NativeCoroutines" ] } ] },
          { "kind": "class", "name": "TickStore", "functions": [
            { "name": "letters", "returns": "SharedFlow<Char>", "annotations": [ "NativeCoroutines" ] } ] },
          { "kind": "file", "name": "Ticks.kt",
            "properties": [ { "name": "initial", "type": "MutableStateFlow<Char>", "initial": "a" } ],
            "functions": [
            { "name": "ints", "returns": "Flow<Int>", "annotations": [ "NativeCoroutines" ] },
            { "name": "maybeFlags", "returns": "StateFlow<Boolean>?", "annotations": [ "NativeCoroutines" ] },
            { "name": "latest", "returns": "StateFlow<Double>", "suspend": true, "annotations": [ "NativeCoroutines" ] }
          ] } ] }
        """
    ],
    options: [GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .skie, style: .bridge)],
    app: { _ in
        // The imports are one-line strings, so DeclaredImportsTests does not read them as this target's own.
        "import KMPNativeCoroutinesAsync\nimport KMPNativeCoroutinesCore\n\n"
            + """
            func nativeFlowBoxing(_ counter: TickCounter, _ store: TickStore) async throws {
                let ints: NativeFlow<KotlinInt, Error, KotlinUnit> = TicksKt.ints()
                for try await value in asyncSequence(for: ints) { _ = value.int32Value }
                let counts: NativeFlow<KotlinLong, Error, KotlinUnit> = counter.countFlow
                let count: Int64 = counter.count
                let cached: [KotlinInt] = counter.ticksReplayCache
                _ = cached.map { $0.int32Value }
                let flags: NativeFlow<KotlinBoolean, Error, KotlinUnit>? = TicksKt.maybeFlags()
                let latest: NativeFlow<KotlinDouble, Error, KotlinUnit> = try await asyncFunction(for: TicksKt.latest())
                let letters: NativeFlow<Any, Error, KotlinUnit> = store.letters()
                // A Kotlin `Char` element reaches Swift as `id` (a `KotlinBase`, no `NSNumber` box) in every interop.
                let initial: Any? = TicksKt.initial.value
                _ = (counts, count, flags, latest, letters, initial)
            }
            """
    })

/// A flow of Kotlin `Char`s boxes each element as Kotlin/Native does (an object of its own, a `KotlinBase`), not as
/// the `KotlinUShort` a Swift `UInt16` boxes to: the header's flow says `charElements: true`, SKIE's flow and
/// KMP-NativeCoroutines' `NativeFlow` box with `KotlinChar.boxed`.
@Suite struct CharFlowElementBoxingTests {
    static func generated(_ options: GeneratorOptions) throws -> String {
        let contracts = nativeFlowBoxingCase.contracts
        return try SKIEGlobalsAndOverloadsTests.generate(contracts, options).values.joined(separator: "\n")
    }

    @Test func theHeadersFlowOfCharsBoxesThemAsKotlinNativeDoes() throws {
        let objc = try Self.generated(GeneratorOptions(interop: .objc, style: .bridge))
        #expect(objc.contains("BoxingMutableStateFlow.of(Self.initialSource, charElements: true)"))
        #expect(objc.components(separatedBy: "charElements").count == 2, "only the Char flow says charElements")
        #expect(objc.contains("boxing: { KotlinChar.boxed($0) }"), "KMP-NativeCoroutines' letters()")
        #expect(!objc.contains("$0 as Any"))
        let skie = try Self.generated(GeneratorOptions(interop: .skie, style: .bridge))
        #expect(skie.contains("map: { KotlinChar.boxed($0) }"))
        #expect(skie.contains("unmap: { KotlinChar.unboxedOrStop($0) }"))
    }
}
