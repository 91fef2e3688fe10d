// Rule: a sealed class has no initializer Swift can call: the exporter never shows a sealed class's constructor
// (JetBrains/kotlin objcexport `isVisibleInObjC`: `if (isSealedClassConstructor()) return false`; the translator adds
// only the exposed constructors), so `Route` keeps KotlinBase's unavailable `init` (iOS: "'init()' is unavailable");
// its subclasses' own constructors are exported (`Route.Home()`, `Route.Search(query:)`).
import Shared

func mustNotConstructASealedClass() {
    _ = Route.Home()
    _ = Route.Search(query: "pikachu")
    _ = Settings()
    // expected-error@+1 {{initializer is inaccessible due to 'internal' protection level}}
    _ = Route()
    // expected-error@+1 {{initializer is inaccessible due to 'internal' protection level}}
    _ = Pane()
    // A sealed class whose constructor takes parameters shows them as properties, never as an initializer.
    _ = Outcome.Ok(body: "fine").code
    // expected-error@+1 {{initializer is inaccessible due to 'internal' protection level}}
    _ = Outcome(code: 200, note: "none", tags: [], retry: nil)
}
