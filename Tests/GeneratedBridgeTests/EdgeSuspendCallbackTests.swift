// Suspend functions through callbacks as app code sees them: when the completion handler runs, and where an
// exception of a `@NativeCoroutines` function goes (issue 26 items 4 and 5).

import Foundation
import KMPNativeCoroutinesAsync
@_spi(Testing) import KontractRuntime
import Testing

/// In EdgeFunctionTests' serialized suite: the implementations are static, shared with its tests.
extension EdgeFunctionTests {
    /// Kotlin/Native runs a suspend function called with a completion handler on the calling thread until it
    /// first suspends: one that never suspends has called the handler when the call returns.
    @Test func aSuspendFunctionThatDoesNotSuspendCallsItsCompletionHandlerBeforeReturning() {
        ParcelRepositoryKt.refreshImplementation.implementation = { _ in }
        var n = 0
        ParcelRepositoryKt.refresh { _ in n += 1 }
        #expect(n == 1)
        ParcelRepositoryKt.findIdImplementation.implementation = { id in Parcel(id: id, weight: 2) }
        var found: [Parcel?] = []
        ParcelRepositoryKt.find(id: "p1") { parcel, error in
            found.append(parcel)
            #expect(error == nil)
        }
        #expect(found == [Parcel(id: "p1", weight: 2)])
        ParcelRepositoryKt.refreshImplementation.reset()
        ParcelRepositoryKt.findIdImplementation.reset()
    }

    /// One that suspends calls the handler later, once, from wherever it resumes.
    @Test func aSuspendFunctionThatSuspendsCallsItsCompletionHandlerLater() async {
        ParcelRepositoryKt.refreshImplementation.implementation = { _ in try await Task.sleep(for: .milliseconds(20)) }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            ParcelRepositoryKt.refresh { error in
                #expect(error == nil)
                done.resume()
            }
        }
        ParcelRepositoryKt.refreshImplementation.reset()
    }

    /// The plugin's `countNative()` is `nativeSuspend { count() }`, which catches every `Throwable` and hands it
    /// to `onError`: an exception `count` does not declare is the error `asyncFunction(for:)` throws, and
    /// nothing reports an uncaught exception (that would terminate the app on the real framework).
    @Test func anUndeclaredExceptionOfANativeCoroutinesSuspendFunctionGoesToTheErrorCallback() async throws {
        ParcelRepositoryKt.countImplementation.implementation = { _ in
            throw KotlinIllegalStateException(message: "corrupt store").asError()
        }
        let before = KontractRuntimeIssues.shared.all.count
        do {
            let count = try await asyncFunction(for: ParcelRepositoryKt.count())
            Issue.record("expected an error, got \(count)")
        } catch {
            let nsError = error as NSError
            #expect(nsError.kotlinException is KotlinIllegalStateException)
            #expect(nsError.localizedDescription == "corrupt store")
        }
        let issues = KontractRuntimeIssues.shared.all.dropFirst(before)
        #expect(!issues.contains { $0.contains("suspend fun count(): Int") }, "\(Array(issues))")
        ParcelRepositoryKt.countImplementation.reset()
    }
}
