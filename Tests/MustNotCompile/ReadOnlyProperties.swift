// Rule: a Kotlin `val` is a `readonly` property (exporter testData): Swift cannot assign to it.
import Shared

func mustNotCompileReadOnlyProperties(
    parcel: Parcel, loaded: ProfileStateLoaded, failed: ProfileStateFailed, store: FeedStore, profile: TrainerProfile
) {
    var parcel = parcel
    var profile = profile
    // expected-error@+1 {{cannot assign to property: 'weight'}}
    parcel.weight = 3
    // expected-error@+1 {{cannot assign to property: 'name'}}
    profile.name = "Misty"
    // expected-error@+1 {{cannot assign to property: 'canEdit'}}
    loaded.canEdit = false
    // expected-error@+1 {{cannot assign to property: 'retryable'}}
    failed.retryable = false
    // expected-error@+1 {{cannot assign to property: 'zone'}}
    Clock.shared.zone = "CET"
    // expected-error@+1 {{cannot assign to property: 'items'}}
    store.items = store.items
    // A top-level `val` is a read-only class property of the file's facade.
    // expected-error@+1 {{cannot assign to property: 'counter'}}
    FeedKt.counter = FeedKt.counter
    _ = (parcel, profile)
}
