// nativeFlow(for:): an AsyncSequence as a NativeFlow, the real package's aid for migrating to Swift export.
import KontractSupport

/// Collects `asyncSequence` in a task and hands each element to `onItem`, waiting for its `next` before
/// asking for the following one; the end goes to `onComplete` (with the error if any), a cancellation to
/// `onCancelled`. The returned function cancels the task. KMP-NativeCoroutines deprecates it (internal API
/// for code moving to Swift export) and keeps it public, so Kontract does too.
@available(*, deprecated, message: "Internal API used for Swift export source compatibility")
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func nativeFlow<Sequence: AsyncSequence>(
    for asyncSequence: Sequence
) -> NativeFlow<Sequence.Element, Error, Void> {
    { onItem, onComplete, onCancelled in
        // Built outside the task so the task captures no generic type, only this one unchecked box.
        let collect: () async -> Void = {
            do {
                for try await element in asyncSequence {
                    await withUnsafeContinuation { continuation in
                        onItem(element, { continuation.resume() }, ())
                    }
                }
                onComplete(nil, ())
            } catch is CancellationError {
                onCancelled(CancellationError(), ())
            } catch {
                onComplete(error, ())
            }
        }
        let collection = UncheckedSendable(collect)
        let task = Task { await collection.value() }
        return { task.cancel() }
    }
}
