// A Kotlin interface's suspend function is one Objective-C requirement an app's class implements (here by its
// `async` form; the completion-handler form forwards to it): a class that leaves the function out does not conform.
import Shared

// expected-error@+2 {{type 'EmptyProfileRepository' does not conform to protocol 'ProfileRepository'}}
// expected-note@+1 {{add stubs for conformance}}
final class EmptyProfileRepository: ProfileRepository {}
