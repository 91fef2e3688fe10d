// Kotlin's exception and suspend semantics as the real compiler shows them on the JVM
// (Tests/Conformance/exceptions-oracle.txt, written by tools/kotlin-conformance/exceptions-conformance),
// recomputed line by line on the generated edge Swift, the runtime and the checker's exception hierarchy.

import Foundation
import KontractCore
@_spi(KontractGenerated) import KontractKotlin
@_spi(Testing) import KontractRuntime
import Testing

/// In EdgeFunctionTests' serialized suite: it sets `load(id:)`'s implementation too.
extension EdgeFunctionTests {
    /// The standard exception classes the runtime has, by Kotlin simple name.
    private static let runtimeClasses:
        [String: (make: @Sendable () -> KotlinThrowable, isInstance: @Sendable (KotlinThrowable) -> Bool)] = [
            "Throwable": ({ KotlinThrowable() }, { _ in true }),
            "Exception": ({ KotlinException() }, { $0 is KotlinException }),
            "Error": ({ KotlinError() }, { $0 is KotlinError }),
            "RuntimeException": ({ KotlinRuntimeException() }, { $0 is KotlinRuntimeException }),
            "IllegalStateException": ({ KotlinIllegalStateException() }, { $0 is KotlinIllegalStateException }),
            "IllegalArgumentException": (
                { KotlinIllegalArgumentException() }, { $0 is KotlinIllegalArgumentException }
            ),
            "IndexOutOfBoundsException": (
                { KotlinIndexOutOfBoundsException() }, { $0 is KotlinIndexOutOfBoundsException }
            ),
            "NoSuchElementException": ({ KotlinNoSuchElementException() }, { $0 is KotlinNoSuchElementException }),
            "UnsupportedOperationException": (
                { KotlinUnsupportedOperationException() }, { $0 is KotlinUnsupportedOperationException }
            ),
            "ArithmeticException": ({ KotlinArithmeticException() }, { $0 is KotlinArithmeticException }),
            "NumberFormatException": ({ KotlinNumberFormatException() }, { $0 is KotlinNumberFormatException }),
            "NullPointerException": ({ KotlinNullPointerException() }, { $0 is KotlinNullPointerException }),
            "ClassCastException": ({ KotlinClassCastException() }, { $0 is KotlinClassCastException }),
            "ConcurrentModificationException": (
                { KotlinConcurrentModificationException() }, { $0 is KotlinConcurrentModificationException }
            ),
            "CancellationException": ({ KotlinCancellationException() }, { $0 is KotlinCancellationException }),
        ]

    private static func oracle() throws -> [(key: String, value: String)] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Conformance/exceptions-oracle.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let range = line.range(of: " = ") else { return nil }
            return (String(line[..<range.lowerBound]), String(line[range.upperBound...]))
        }
    }

    /// The direct superclass among the runtime's classes: the ancestor every other ancestor is above.
    private static func runtimeSuperclass(of name: String) -> String? {
        guard let instance = runtimeClasses[name]?.make() else { return nil }
        let ancestors = runtimeClasses.filter { $0.key != name && $0.value.isInstance(instance) }
        return ancestors.first { candidate in
            let made = candidate.value.make()
            return ancestors.allSatisfy { $0.value.isInstance(made) }
        }?.key
    }

    private static func kotlinName(_ throwable: KotlinThrowable?) -> String {
        guard let throwable else { return "null" }
        return throwable is KotlinCancellationException ? "CancellationException" : throwable.kotlinClassName
    }

    @Test func theEmulationAnswersAsKotlinsExceptionOracle() async throws {
        let lines = try Self.oracle()
        #expect(lines.count >= 30, "the oracle file lost lines")
        for (key, expected) in lines {
            let actual = try await answer(key)
            #expect(actual == expected, "\(key)")
        }
    }

    private func answer(_ key: String) async throws -> String? {
        if key.hasPrefix("superclass ") {
            let name = String(key.dropFirst("superclass ".count))
            let checker = KotlinStandardException(rawValue: name).map { $0.superclass?.rawValue ?? "Throwable" }
            // Where the runtime has the class, its Swift hierarchy must say the same.
            if Self.runtimeClasses[name] != nil, Self.runtimeSuperclass(of: name) != checker {
                return "runtime differs"
            }
            return checker
        }
        switch key {
        case "toString ParcelException(\"no parcel\")": return ParcelException(message: "no parcel").description
        case "toString ParcelException(null)": return ParcelException(message: nil).description
        case "toString OfflineException(\"offline\", 5)":
            return OfflineException(message: "offline", retryAfter: 5).description
        case "message OfflineException(cause: ParcelException(\"x\"))":
            return OfflineException(cause: ParcelException(message: "x")).message ?? "null"
        case "cause OfflineException(cause: ParcelException(\"x\"))":
            return OfflineException(cause: ParcelException(message: "x")).cause?.description ?? "null"
        case "is OfflineException ParcelException":
            return "\(OfflineException(message: "o", retryAfter: 1) is ParcelException)"
        case "is ParcelException Exception": return "\(ParcelException(message: "p") is KotlinException)"
        case "declared by load OfflineException": return declaredByLoad(OfflineException(message: "o", retryAfter: 1))
        case "declared by load IllegalStateException": return declaredByLoad(KotlinIllegalStateException(message: "i"))
        case "declared by load IllegalArgumentException":
            return declaredByLoad(KotlinIllegalArgumentException(message: "a"))
        case "declared by load CancellationException": return declaredByLoad(KotlinCancellationException(message: "c"))
        case "cancelled mid-flight: the function sees": return try await cancelledMidFlight().functionSaw
        case "cancelled mid-flight: the job is cancelled": return try await cancelledMidFlight().jobCancelled
        case "cancelled mid-flight: the caller sees": return try await cancelledMidFlight().callerSaw
        case "suspend failure: the caller's exception":
            ParcelRepositoryKt.loadIdImplementation.implementation = { id in
                throw ParcelException(message: "no parcel \(id)").asError()
            }
            defer { ParcelRepositoryKt.loadIdImplementation.reset() }
            do {
                _ = try await ParcelRepositoryKt.load(id: "a")
                return "nothing"
            } catch {
                return ((error as NSError).kotlinException as? KotlinThrowable)?.description
            }
        case "suspend failure: the completion's exception":
            ParcelRepositoryKt.loadIdImplementation.implementation = { _ in
                throw OfflineException(message: "offline b", retryAfter: 2).asError()
            }
            defer { ParcelRepositoryKt.loadIdImplementation.reset() }
            return await withCheckedContinuation { continuation in
                ParcelRepositoryKt.load(id: "b") { _, error in
                    continuation.resume(
                        returning: ((error as NSError?)?.kotlinException as? KotlinThrowable)?.description)
                }
            }
        case "timeout is CancellationException":
            return "\(KotlinStandardException.timeoutCancellationException.isSubclass(of: .cancellationException))"
        case "timeout is IllegalStateException":
            return "\(KotlinStandardException.timeoutCancellationException.isSubclass(of: .illegalStateException))"
        default:
            return "no Swift answer for this line"
        }
    }

    /// Whether `load(id:)`'s `@Throws(ParcelException::class, CancellationException::class)` declares it.
    private func declaredByLoad(_ throwable: KotlinThrowable) -> String {
        "\(ParcelRepositoryKt.loadIdImplementation.declaredExceptions.contains { $0.isInstance(throwable) })"
    }

    /// A `load(id:)` call cancelled while its implementation is suspended.
    private func cancelledMidFlight() async throws -> (functionSaw: String, jobCancelled: String, callerSaw: String) {
        let saw = LockedBox("nothing")
        ParcelRepositoryKt.loadIdImplementation.reset()
        ParcelRepositoryKt.loadIdImplementation.implementation = { _ in
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                saw.set(Self.kotlinName(KotlinFunctionFailure.throwable(of: error)))
                throw error
            }
            return Parcel(id: "never", weight: 0)
        }
        defer { ParcelRepositoryKt.loadIdImplementation.reset() }
        let call = Task { () -> String in
            do {
                _ = try await ParcelRepositoryKt.load(id: "slow")
                return "nothing"
            } catch {
                return Self.kotlinName(KotlinFunctionFailure.throwable(of: error))
            }
        }
        for _ in 0..<500 where ParcelRepositoryKt.loadIdImplementation.calls.isEmpty {
            try await Task.sleep(for: .milliseconds(10))
        }
        call.cancel()
        let callerSaw = await call.value
        for _ in 0..<500 where ParcelRepositoryKt.loadIdImplementation.cancelledCallCount == 0 {
            try await Task.sleep(for: .milliseconds(10))
        }
        return (saw.get(), "\(ParcelRepositoryKt.loadIdImplementation.cancelledCallCount == 1)", callerSaw)
    }
}

/// A value set from the implementation's task and read by the test.
private final class LockedBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: String

    init(_ value: String) { self.value = value }

    func set(_ newValue: String) { lock.withLock { value = newValue } }

    func get() -> String { lock.withLock { value } }
}
