// Generated functions (edge contract functions.kontract.json): settable implementations, the three suspend
// shapes, cancellation, @Throws, and what an unset implementation or an undeclared exception does.

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

/// Serialized: the implementations are static, shared by every test that sets them.
@Suite(.serialized) struct EdgeFunctionTests {
    @Test func topLevelExtensionAndMemberFunctionsCallTheirImplementations() {
        ParcelRepositoryKt.greetingNameImplementation.implementation = { name in "Hola, \(name)" }
        ParcelRepositoryKt.shoutImplementation.implementation = { text in text.uppercased() }
        ParcelRepositoryKt.totalXImplementation.implementation = { x in Int64(x) * 2 }
        ParcelRepositoryKt.totalX_Implementation.implementation = { x in x * 3 }
        Parcel.labelPrefixImplementation.implement { parcel, prefix in "\(prefix)\(parcel.id)" }
        Parcel.heavierByImplementation.implement { parcel, by in
            Parcel(id: parcel.id, weight: parcel.weight + by)
        }
        Clock.nowImplementation.implementation = { _ in 1_700_000_000 }

        #expect(ParcelRepositoryKt.greeting(name: "Ana") == "Hola, Ana")
        #expect(ParcelRepositoryKt.shout("hey") == "HEY")
        // `fun total(x: Int)` and `fun total(x: Long)`: the exporter mangles the second label.
        #expect(ParcelRepositoryKt.total(x: 2) == 4)
        #expect(ParcelRepositoryKt.total(x_: 2) == 6)
        let parcel = Parcel(id: "p1", weight: 1)
        #expect(parcel.label(prefix: "#") == "#p1")
        #expect(parcel.heavier(by: 2) == Parcel(id: "p1", weight: 3))
        #expect(Clock.shared.now() == 1_700_000_000)
        // `fun Int.later(by: Long)` inside the object: the receiver is the first, unlabelled argument.
        Clock.laterByImplementation.implement { _, seconds, by in Int64(seconds) + by }
        #expect(Clock.shared.later(3, by: 4) == 7)
        #expect(ParcelRepositoryKt.greetingNameImplementation.calls == ["Ana"])
        ParcelRepositoryKt.greetingNameImplementation.reset()
    }

    @Test func anUnsetImplementationIsReportedAndReturnsTheZeroValue() {
        ParcelRepositoryKt.greetingNameImplementation.reset()
        let before = KontractRuntimeIssues.shared.all.count
        withKnownIssue { #expect(ParcelRepositoryKt.greeting(name: "x") == "") }  // KontractTesting records it
        let issues = KontractRuntimeIssues.shared.all.dropFirst(before)
        #expect(issues.contains { $0.contains("ParcelRepository.kt: fun greeting(name: String): String") })
    }

    @Test func anUndeclaredExceptionIsReportedNotThrown() {
        ParcelRepositoryKt.shoutImplementation.implementation = { _ in
            throw KotlinThrowable(message: "boom").asError()
        }
        let before = KontractRuntimeIssues.shared.all.count
        withKnownIssue { #expect(ParcelRepositoryKt.shout("a") == "") }
        let issues = KontractRuntimeIssues.shared.all.dropFirst(before)
        #expect(issues.contains { $0.contains("does not declare with @Throws") && $0.contains("boom") })
        ParcelRepositoryKt.shoutImplementation.reset()
    }

    @Test func aDeclaredExceptionReachesSwiftAsTheBridgesError() throws {
        ParcelRepositoryKt.parseTextImplementation.implementation = { text in
            guard let value = Int32(text) else { throw KotlinThrowable(message: "not a number: \(text)").asError() }
            return value
        }
        #expect(try ParcelRepositoryKt.parse(text: "42") == 42)
        do {
            _ = try ParcelRepositoryKt.parse(text: "x")
            Issue.record("parse(text:) did not throw")
        } catch {
            let nsError = error as NSError
            #expect(nsError.localizedDescription == "not a number: x")
            let throwable = try #require(nsError.userInfo["KotlinException"] as? KotlinThrowable)
            #expect(throwable.message == "not a number: x")
        }
        // A function without an implementation but with @Throws throws (and reports the missing implementation).
        ParcelRepositoryKt.resetImplementation.reset()
        withKnownIssue { #expect(throws: (any Error).self) { try ParcelRepositoryKt.reset() } }
    }

    @Test func aSuspendFunctionInItsThreeShapes() async throws {
        ParcelRepositoryKt.loadIdImplementation.implementation = { id in Parcel(id: id, weight: 5) }
        ParcelRepositoryKt.countImplementation.implementation = { _ in KotlinInt(value: 7) }
        ParcelRepositoryKt.refreshImplementation.implementation = { _ in }

        // async throws
        #expect(try await ParcelRepositoryKt.load(id: "a") == Parcel(id: "a", weight: 5))
        try await ParcelRepositoryKt.refresh()
        // completionHandler:
        // (the handler hands a Parcel, not Sendable, so the continuation carries its text)
        let viaHandler: String? = await withCheckedContinuation { continuation in
            ParcelRepositoryKt.load(id: "b") { parcel, error in
                #expect(error == nil)
                continuation.resume(returning: parcel.map { "\($0.id)/\($0.weight)" })
            }
        }
        #expect(viaHandler == "b/5")
        let refreshError: (any Error)? = await withCheckedContinuation { continuation in
            ParcelRepositoryKt.refresh { error in continuation.resume(returning: error) }
        }
        #expect(refreshError == nil)
        // @NativeCoroutines: asyncFunction(for:)
        #expect(try await asyncFunction(for: ParcelRepositoryKt.count()).int32Value == 7)
        #expect(ParcelRepositoryKt.loadIdImplementation.calls == ["a", "b"])
        ParcelRepositoryKt.loadIdImplementation.reset()
    }

    @Test func cancellingTheSwiftTaskCancelsTheKotlinJob() async throws {
        ParcelRepositoryKt.loadIdImplementation.reset()
        ParcelRepositoryKt.loadIdImplementation.implementation = { id in
            try await Task.sleep(for: .seconds(30))
            return Parcel(id: id, weight: 0)
        }
        let task = Task { _ = try await ParcelRepositoryKt.load(id: "slow") }
        try await waitUntil { ParcelRepositoryKt.loadIdImplementation.calls.count == 1 }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        try await waitUntil { ParcelRepositoryKt.loadIdImplementation.cancelledCallCount == 1 }
        ParcelRepositoryKt.loadIdImplementation.reset()
    }

    @Test func aSuspendFunctionsDeclaredExceptionCarriesItsKotlinMessage() async throws {
        ParcelRepositoryKt.loadIdImplementation.implementation = { _ in
            throw ParcelException(message: "offline").asError()
        }
        do {
            _ = try await ParcelRepositoryKt.load(id: "a")
            Issue.record("load(id:) did not throw")
        } catch {
            #expect((error as NSError).localizedDescription == "offline")
            #expect(((error as NSError).userInfo["KotlinException"] as? KotlinThrowable)?.message == "offline")
        }
        ParcelRepositoryKt.loadIdImplementation.reset()
    }

    @Test func aDeclaredExceptionClassReachesSwiftWithItsKotlinException() throws {
        // `@Throws(ParcelException::class) fun check(id: String): Boolean`; OfflineException extends it.
        ParcelRepositoryKt.checkIdImplementation.implementation = { id in
            throw OfflineException(message: "offline: \(id)", retryAfter: 5).asError()
        }
        let before = KontractRuntimeIssues.shared.all.count
        do {
            _ = try ParcelRepositoryKt.check(id: "p1")
            Issue.record("check(id:) did not throw")
        } catch {
            let nsError = error as NSError
            #expect(nsError.localizedDescription == "offline: p1")
            let offline = try #require(nsError.kotlinException as? OfflineException)
            #expect(offline.message == "offline: p1")
            #expect(offline.retryAfter == 5)
            #expect(offline is ParcelException)
            #expect(offline.description == "com.example.edge.functions.OfflineException: offline: p1")
        }
        #expect(KontractRuntimeIssues.shared.all.count == before)
        ParcelRepositoryKt.checkIdImplementation.reset()
    }

    @Test func anExceptionOfAClassTheFunctionDoesNotDeclareIsReportedAndStillThrown() throws {
        // The real runtime terminates the app ("Other uncaught Kotlin exceptions are fatal"); the emulation
        // reports it, so the test fails where a reporter records issues, and the runner goes on.
        ParcelRepositoryKt.checkIdImplementation.implementation = { _ in
            throw KotlinIllegalStateException(message: "corrupt store").asError()
        }
        let before = KontractRuntimeIssues.shared.all.count
        withKnownIssue { #expect(throws: (any Error).self) { try ParcelRepositoryKt.check(id: "p1") } }
        let issues = KontractRuntimeIssues.shared.all.dropFirst(before)
        #expect(issues.count == 1)
        #expect(
            issues.contains {
                $0.contains("fun check(id: String): Boolean threw kotlin.IllegalStateException: corrupt store")
                    && $0.contains("does not declare with @Throws")
            })
        ParcelRepositoryKt.checkIdImplementation.reset()
    }

    @Test func standardExceptionsKeepKotlinsHierarchyAndNames() {
        let cancelled = KotlinCancellationException(message: "stop")
        #expect(cancelled is KotlinIllegalStateException)
        #expect(cancelled is KotlinRuntimeException)
        #expect(cancelled is KotlinException)
        #expect(cancelled.description == "kotlin.coroutines.cancellation.CancellationException: stop")
        #expect(KotlinNumberFormatException() is KotlinIllegalArgumentException)
        // `fun lastFailure(cause: IllegalStateException?): Throwable?`: exceptions as parameter and return types.
        ParcelRepositoryKt.lastFailureCauseImplementation.implementation = { cause in cause }
        let failure = KotlinIllegalStateException(message: "x")
        #expect(ParcelRepositoryKt.lastFailure(cause: failure) === failure)
        #expect(ParcelRepositoryKt.lastFailure(cause: nil) == nil)
        let chained = OfflineException(cause: failure)
        #expect(chained.cause === failure)
        ParcelRepositoryKt.lastFailureCauseImplementation.reset()
    }

    @Test func aSuspendFunctionsExceptionsInTheThreeShapes() async throws {
        // Declared (ParcelException and CancellationException): an error, no issue, in every shape.
        ParcelRepositoryKt.loadIdImplementation.implementation = { id in
            throw ParcelException(message: "no parcel \(id)").asError()
        }
        let before = KontractRuntimeIssues.shared.all.count
        do {
            _ = try await ParcelRepositoryKt.load(id: "a")
            Issue.record("load(id:) did not throw")
        } catch {
            #expect(((error as NSError).kotlinException as? ParcelException)?.message == "no parcel a")
        }
        let viaHandler: String? = await withCheckedContinuation { continuation in
            ParcelRepositoryKt.load(id: "b") { parcel, error in
                #expect(parcel == nil)
                continuation.resume(returning: ((error as NSError?)?.kotlinException as? KotlinThrowable)?.message)
            }
        }
        #expect(viaHandler == "no parcel b")
        ParcelRepositoryKt.loadIdImplementation.implementation = { _ in
            throw KotlinCancellationException(message: "scope closed").asError()
        }
        await #expect(throws: (any Error).self) { _ = try await ParcelRepositoryKt.load(id: "c") }
        #expect(KontractRuntimeIssues.shared.all.count == before)
        // Undeclared: reported, and still delivered as the error.
        ParcelRepositoryKt.loadIdImplementation.implementation = { _ in
            throw KotlinIllegalArgumentException(message: "bad id").asError()
        }
        await withKnownIssue {
            await #expect(throws: (any Error).self) { _ = try await ParcelRepositoryKt.load(id: "d") }
        }
        // @NativeCoroutines: the plugin's wrapper catches every exception and hands it to onError, unreported
        // (EdgeSuspendCallbackTests).
        ParcelRepositoryKt.countImplementation.implementation = { _ in
            throw KotlinThrowable(message: "count failed").asError()
        }
        do {
            _ = try await asyncFunction(for: ParcelRepositoryKt.count())
            Issue.record("count() did not throw")
        } catch {
            #expect(((error as NSError).kotlinException as? KotlinThrowable)?.message == "count failed")
        }
        let issues = KontractRuntimeIssues.shared.all.dropFirst(before)
        #expect(issues.count == 1)
        #expect(
            issues.contains {
                $0.contains("suspend fun load(id: String): Parcel threw kotlin.IllegalArgumentException: bad id")
            })
        #expect(!issues.contains { $0.contains("suspend fun count(): Int") })
        ParcelRepositoryKt.loadIdImplementation.reset()
        ParcelRepositoryKt.countImplementation.reset()
    }

    @Test func cancellingAsyncFunctionForCancelsTheKotlinJob() async throws {
        ParcelRepositoryKt.countImplementation.reset()
        ParcelRepositoryKt.countImplementation.implementation = { _ in
            try await Task.sleep(for: .seconds(30))
            return KotlinInt(value: 0)
        }
        let task = Task { _ = try await asyncFunction(for: ParcelRepositoryKt.count()) }
        try await waitUntil { ParcelRepositoryKt.countImplementation.calls.count == 1 }
        task.cancel()
        await #expect(throws: (any Error).self) { try await task.value }
        try await waitUntil { ParcelRepositoryKt.countImplementation.cancelledCallCount == 1 }
        ParcelRepositoryKt.countImplementation.reset()
    }

    @Test func interfaceFunctionsAreRequirementsEveryAdopterGets() async throws {
        // `interface ParcelStore { @Throws fun save(parcel: Parcel): Boolean; ...(parcel: String); suspend fun fetch }`
        // and `class MemoryStore : ParcelStore`: the overloads are mangled as in one protocol, in the exporter's
        // stable order (`String` before `com.example...Parcel`): `save(parcel:)` takes the String.
        let store = MemoryStore()
        ParcelStoreFunctions.saveParcel_Implementation.implement { receiver, parcel in
            guard receiver === store else { throw ParcelException(message: "another store").asError() }
            return parcel.weight > 0
        }
        ParcelStoreFunctions.saveParcelImplementation.implement { _, id in
            throw OfflineException(message: "cannot save \(id)", retryAfter: 1).asError()
        }
        ParcelStoreFunctions.fetchIdImplementation.implement { _, id in Parcel(id: id, weight: 2) }
        #expect(try store.save(parcel_: Parcel(id: "p", weight: 1)))
        let asProtocol: any ParcelStore = store
        #expect(try !asProtocol.save(parcel_: Parcel(id: "p", weight: 0)))
        do {
            _ = try store.save(parcel: "p9")
            Issue.record("save(parcel:) did not throw")
        } catch {
            #expect(((error as NSError).kotlinException as? OfflineException)?.message == "cannot save p9")
        }
        #expect(try await store.fetch(id: "x") == Parcel(id: "x", weight: 2))
        // The completion-handler form is no requirement: it runs the adopting class's `async` form.
        let viaHandler: String? = await withCheckedContinuation { continuation in
            asProtocol.fetch(id: "y") { parcel, _ in continuation.resume(returning: parcel?.id) }
        }
        #expect(viaHandler == "y")
        #expect(ParcelStoreFunctions.saveParcel_Implementation.calls.count == 2)
        ParcelStoreFunctions.saveParcelImplementation.reset()
        ParcelStoreFunctions.saveParcel_Implementation.reset()
        ParcelStoreFunctions.fetchIdImplementation.reset()
    }

    /// Polls `condition` for up to five seconds.
    private func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<500 where !condition() {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(condition())
    }
}
