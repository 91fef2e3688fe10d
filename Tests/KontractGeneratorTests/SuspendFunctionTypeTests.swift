// Suspend function types (issue 26, shapes): the exporter shows `suspend (A) -> B` as `id<KotlinSuspendFunction1>`.

import Foundation
import KontractGenerator
import Testing

/// A `suspend` function type as a property, parameter, result or element is the protocol `KotlinSuspendFunctionN`
/// (N the parameter count) in bridge style, never an `@escaping` closure; app code passes an object adopting it and
/// calls `invoke(…completionHandler:)`. Before, the generator refused it (KG0101 "suspend function types").
/// Compiled in CompileBatchTests, bridge style.
@Suite struct SuspendFunctionTypeTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "suspendtypes", "declarations": [
          { "kind": "data class", "name": "SuspendJob", "serializable": false, "properties": [
            { "name": "work", "type": "suspend () -> Unit" }, { "name": "map", "type": "(suspend (Int) -> String)?" },
            { "name": "all", "type": "List<suspend () -> Unit>" } ] },
          { "kind": "class", "name": "SuspendRunner",
            "constructors": [ { "parameters": [
              { "name": "start", "type": "suspend (String, Long) -> Boolean", "property": "val" } ] } ],
            "functions": [
              { "name": "launch", "parameters": [ { "name": "block", "type": "suspend () -> Unit" } ] },
              { "name": "retry", "suspend": true, "parameters": [
                { "name": "times", "type": "Int" }, { "name": "block", "type": "suspend (Int) -> String?" } ],
                "returns": "String?" } ] },
          { "kind": "interface", "name": "SuspendScheduler",
            "functions": [ { "name": "schedule", "parameters": [ { "name": "task", "type": "suspend () -> Unit" } ] } ] },
          { "kind": "file", "name": "SuspendJobs.kt", "functions": [
            { "name": "later", "parameters": [ { "name": "f", "type": "suspend () -> Int" } ],
              "returns": "suspend () -> Int" },
            { "name": "callback", "parameters": [ { "name": "f", "type": "(suspend () -> Unit) -> Unit" } ] } ] } ] }
        """

    static func usage(_ options: GeneratorOptions) -> String {
        """
        final class SuspendWork: KotlinSuspendFunction0 {
            func invoke(completionHandler: @escaping (Any?, (any Error)?) -> Void) { completionHandler(KotlinUnit.shared, nil) }
        }
        final class SuspendMapper: KotlinSuspendFunction1 {
            func invoke(p1: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void) { completionHandler("x", nil) }
        }
        func suspendFunctionTypes(_ runner: SuspendRunner, _ scheduler: any SuspendScheduler) async throws -> String {
            let job = SuspendJob(work: SuspendWork(), map: nil, all: [SuspendWork()])
            let copy = job.doCopy(work: job.work, map: SuspendMapper(), all: [])
            runner.launch(block: SuspendWork())
            let start: any KotlinSuspendFunction2 = runner.start
            let retried: String? = try await runner.retry(times: 2, block: SuspendMapper())
            scheduler.schedule(task: job.work)
            let later: any KotlinSuspendFunction0 = SuspendJobsKt.later(f: SuspendWork())
            SuspendJobsKt.callback { (task: any KotlinSuspendFunction0) in task.invoke { _, _ in } }
            later.invoke { _, _ in }
            _ = start
            return (retried ?? "") + copy.description
        }
        """
    }

    /// With `usage`, the module compiles without a warning in the bridge configurations (CompileBatchTests).
    static let compileCase = CompileCase(
        "SuspendFunctionType", contracts: ["suspendtypes.kontract.json": contract],
        options: CompileConfiguration.allOptions.filter { $0.style == .bridge }, forbidding: ["warning:"],
        app: { usage($0) })

    @Test func aSuspendFunctionTypeIsTheExportersProtocolNeverAClosure() throws {
        for interop in [InteropMode.objc, .skie] {
            let output = try SKIEGlobalsAndOverloadsTests.generate(
                ["suspendtypes.kontract.json": Self.contract], GeneratorOptions(interop: interop, style: .bridge))
            let swift = try #require(output["suspendtypes.kontract.swift"])
            #expect(swift.contains("public let map: (any KotlinSuspendFunction1)?"), "\(interop)")
            #expect(swift.contains("public let all: [any KotlinSuspendFunction0]"), "\(interop)")
            #expect(swift.contains("public func launch(block: any KotlinSuspendFunction0)"), "\(interop)")
            #expect(swift.contains("public init(start: any KotlinSuspendFunction2)"), "\(interop)")
            #expect(!swift.contains("@escaping any KotlinSuspendFunction"), "\(interop)")
        }
    }

    @Test func swiftStyleReportsASuspendFunctionTypeAtItsPlace() throws {
        let error = #expect(throws: (any Error).self) {
            _ = try SKIEGlobalsAndOverloadsTests.generate(
                ["suspendtypes.kontract.json": Self.contract], GeneratorOptions(interop: .objc, style: .swift))
        }
        let text = "\(error.map { "\($0)" } ?? "")"
        #expect(text.contains("suspend function types in swift style") && text.contains("[KG0101]"), "\(text)")
    }
}
