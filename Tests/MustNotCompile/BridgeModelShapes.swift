// Bridge-style models as the exporter shows them: every constructor argument, Kotlin's Int as Int32, `doCopy`, final classes.
import Shared

// expected-error@+1 {{inheritance from a final class 'ProfileStateLoaded'}}
final class MyLoaded: ProfileStateLoaded {}

func mustNotCompileBridgeModelShapes(profile: TrainerProfile) {
    // The exporter drops Kotlin's default arguments: the framework's initializer takes them all.
    // expected-error@+1 {{missing arguments for parameters 'badges', 'favoriteType', 'level' in call}}
    _ = TrainerProfile(id: 1, name: "Ash")
    // Kotlin's Int is Int32 on the framework.
    let level: Int = 1
    // expected-error@+1 {{cannot convert value of type 'Int' to expected argument type 'Int32'}}
    _ = TrainerProfile(id: 1, name: "Ash", badges: [], favoriteType: nil, level: level)
    // A data class's `copy` is `doCopy`.
    // expected-error@+1 {{value of type 'TrainerProfile' has no member 'copy'}}
    _ = profile.copy()
    // A Kotlin `val` is read-only.
    // expected-error@+1 {{cannot assign to property: 'isChampion' is a get-only property}}
    profile.isChampion = true
}
