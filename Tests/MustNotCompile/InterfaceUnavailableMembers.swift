// Rule: a Kotlin interface's `@Deprecated(level = ERROR)` member is unavailable to app code (exporter testData
// headers/deprecatedWarningAndError: `__attribute__((unavailable("message")))` in the `@protocol`).
import Shared

func callUnavailable(_ store: any ParcelStore) async throws {
    // expected-error@+1 {{'purge(id:)' is unavailable: use save}}
    _ = store.purge(id: "a")
    // expected-error@+1 {{'purgeAll()' is unavailable: gone}}
    try await store.purgeAll()
    // expected-error@+1 {{'legacySize' is unavailable: use save}}
    _ = store.legacySize
    // expected-error@+1 {{'legacyLabel' is unavailable: gone}}
    store.legacyLabel = "x"
}
