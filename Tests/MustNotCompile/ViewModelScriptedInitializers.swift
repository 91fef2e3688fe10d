// A view model's scripted initializers are Kontract's test face: the framework has the Kotlin constructors only.
import Shared

func mustNotCompileViewModelScriptedInitializers() {
    // expected-error@+2 {{incorrect argument label in call (have 'steps:', expected 'repository:')}}
    // expected-error@+1 {{does not conform to expected type 'ProfileRepository'}}
    _ = ProfileViewModel(steps: [])
}

func mustNotCompileViewModelBehaviourInitializer() {
    // expected-error@+2 {{incorrect argument label in call (have 'behaviour:', expected 'repository:')}}
    // expected-error@+1 {{closure passed to parameter of type 'any ProfileRepository' that does not accept a closure}}
    _ = ProfileViewModel(behaviour: { _, _ in })
}
