// The runtime's scripting types are not the framework's: an app that imports the framework cannot name them.
import Shared

func mustNotCompileRuntimeScriptTypes() {
    // expected-error@+1 {{cannot find 'TranscriptScript' in scope}}
    _ = TranscriptScript<Int>.self
}
