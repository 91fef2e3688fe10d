// App Swift collecting a Kotlin flow under plain ObjC interop the way real apps do without SKIE: its own collector.

import KontractGenerator

/// A file's `StateFlow`, `Flow` property and `Flow` function under plain ObjC interop (both styles): the app adopts
/// `Kotlinx_coroutines_coreFlowCollector` with either form of `emit` (the `async` one Swift derives, or the exporter's
/// completion handler), collects with `collect(collector:)` / `collect(collector:completionHandler:)` and reads
/// `StateFlow.value`; iterating the flows instead is rejected (MustNotCompile/objc/FlowsAreNotAsyncSequences.swift).
let objcFlowCollectorCase = CompileCase(
    "ObjCFlowCollector",
    contracts: [
        "collected.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
          { "kind": "file", "name": "Collected.kt",
            "properties": [ { "name": "collectedCount", "type": "StateFlow<Int>", "initial": 0 },
              { "name": "collectedTicks", "type": "Flow<Int>" } ],
            "functions": [ { "name": "collectedUpdates", "returns": "Flow<String>" },
              { "name": "collectedSum", "parameters": [ { "name": "flow", "type": "Flow<Int>" } ], "returns": "Int" },
              { "name": "collectedLatest", "returns": "List<StateFlow<Int>>" } ] } ] }
        """
    ],
    options: [GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .objc, style: .swift)],
    forbidding: ["warning:"],
    app: { options in
        // Bridge style shows the header's untyped protocols (values `Any?`, a primitive boxed); swift style keeps
        // the element (`StateFlow<Int>`).
        let read =
            options.style == .bridge
            ? """
            func readBoxedValues() {
                if let count = CollectedKt.collectedCount.value as? KotlinInt { _ = count.int32Value }
                let flows: [any Kotlinx_coroutines_coreFlow] = [CollectedKt.collectedTicks, CollectedKt.collectedCount]
                let states: [any Kotlinx_coroutines_coreStateFlow] = CollectedKt.collectedLatest()
                _ = (flows, states.first?.value as? KotlinInt)
            }

            """
            : """
            func readTypedValues() {
                let count: Int = CollectedKt.collectedCount.value
                _ = count
            }

            """
        return read
            + """
            final class AsyncTickCollector: Kotlinx_coroutines_coreFlowCollector {
                var received: [Any?] = []
                func emit(value: Any?) async throws { received.append(value) }
            }

            final class HandlerCollector: Kotlinx_coroutines_coreFlowCollector {
                func emit(value: Any?, completionHandler: @escaping (Error?) -> Void) { completionHandler(nil) }
            }

            func collectObjCFlows() async throws {
                let current = CollectedKt.collectedCount.value
                _ = current
                try await CollectedKt.collectedTicks.collect(collector: AsyncTickCollector())
                try await CollectedKt.collectedCount.collect(collector: HandlerCollector())
                CollectedKt.collectedUpdates().collect(collector: HandlerCollector()) { error in _ = error }
                let replay = CollectedKt.collectedCount.replayCache
                _ = replay
                _ = CollectedKt.collectedSum(flow: CollectedKt.collectedCount)
            }
            """
    })
