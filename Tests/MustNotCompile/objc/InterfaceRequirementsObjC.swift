// Rule (plain Objective-C export): adopting a Kotlin interface's protocol implements every member with the
// exporter's names and types (exporter testData: overloads get `parcel_`-style names, Long is Int64).
import Shared

// A suspend function is required with the exporter's types: Kotlin's Long id is Int64, not Int.
// expected-error@+2 {{type 'IntIdProfileRepository' does not conform to protocol 'ProfileRepository'}}
// expected-note@+1 {{add stubs for conformance}}
final class IntIdProfileRepository: ProfileRepository {
    // expected-note@+1 {{candidate has non-matching type}}
    func load(id: Int) async throws -> TrainerProfile {
        TrainerProfile(id: Int64(id), name: "Ash", badges: [], favoriteType: nil, level: 1)
    }
}

// Every overload is required: implementing one `save` leaves the other and `fetch` missing.
// expected-error@+2 {{type 'HalfParcelStore' does not conform to protocol 'ParcelStore'}}
// expected-note@+1 {{add stubs for conformance}}
final class HalfParcelStore: ParcelStore {
    func save(parcel: String) throws -> Bool { true }
}
