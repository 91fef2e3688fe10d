// Rule: the exporter drops Kotlin's default arguments (exporter testData: `initWithMessage:retryable:`); every
// constructor and `doCopy` argument is passed.
import Shared

func mustNotCompileDefaultArguments(parcel: Parcel, failed: ProfileStateFailed, profile: TrainerProfile) {
    // `Failed(val message: String, val retryable: Boolean = true)`
    // expected-error@+1 {{missing argument for parameter 'retryable' in call}}
    _ = ProfileStateFailed(message: "offline")
    // expected-error@+1 {{missing argument for parameter 'weight' in call}}
    _ = Parcel(id: "p1")
    // `doCopy` takes every property, as the data class's `copy` with its defaults dropped.
    // expected-error@+1 {{missing argument for parameter 'weight' in call}}
    _ = parcel.doCopy(id: "p2")
    // expected-error@+1 {{missing argument for parameter 'retryable' in call}}
    _ = failed.doCopy(message: "again")
    // expected-error@+1 {{missing arguments for parameters 'id', 'badges', 'favoriteType', 'level' in call}}
    _ = profile.doCopy(name: "Misty")
    // `Loaded(val profile: TrainerProfile, val canEdit: Boolean)` has no default: both are passed.
    // expected-error@+1 {{missing argument for parameter 'canEdit' in call}}
    _ = ProfileStateLoaded(profile: profile)
}
