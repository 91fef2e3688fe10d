// Rule: kotlinx.coroutines' `Job` is an interface, so the header has `@protocol Kotlinx_coroutines_coreJob` (exporter:
// an interface is a protocol, the library's types prefixed with its module name): an app spells `any
// Kotlinx_coroutines_coreJob`, reads its state, joins it; it cannot construct one nor call `cancelAndJoin()` (a
// kotlinx extension function, not a member of the header's protocol). Not emulated yet (they fail here, compile on
// iOS): the header's `cancel(cause:)`, `invokeOnCompletion(handler:)`, `start()`, `children`, `parent`.
import Shared

final class JobWatcher {
    var jobs: [any Kotlinx_coroutines_coreJob] = []
    func track(_ job: Kotlinx_coroutines_coreJob) { jobs.append(job) }
    var running: Int { jobs.filter { $0.isActive && !$0.isCancelled && !$0.isCompleted }.count }
    func joinAll() async throws { for job in jobs { try await job.join() } }
}

func mustUseJobAsTheHeadersProtocol(job: any Kotlinx_coroutines_coreJob) async throws {
    let same: Kotlinx_coroutines_coreJob = job
    _ = same.isActive
    try await same.join()
    // expected-error@+1 {{has no member 'cancelAndJoin'}}
    await job.cancelAndJoin()
    // expected-error@+1 {{'any Kotlinx_coroutines_coreJob' cannot be constructed because it has no accessible initializers}}
    _ = Kotlinx_coroutines_coreJob()
    // expected-error@+1 {{cannot find type 'KotlinJob' in scope}}
    let runtime: KotlinJob? = nil
    _ = runtime
}
