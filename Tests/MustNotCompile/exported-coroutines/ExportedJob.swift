// Rule: a framework that `export()`s kotlinx.coroutines names `Job` without the module prefix, still a protocol
// (exporter: `@protocol Job`): an app spells `any Job` or `Job`; the prefixed name is a non-exporting framework's.
import Shared

func mustUseExportedJobAsAProtocol(job: any Job) async throws {
    let plain: Job = job
    _ = (plain.isActive, plain.isCancelled, plain.isCompleted)
    try await plain.join()
    // expected-error@+1 {{cannot find type 'Kotlinx_coroutines_coreJob' in scope}}
    let prefixed: (any Kotlinx_coroutines_coreJob)? = nil
    // expected-error@+1 {{has no member 'cancelAndJoin'}}
    await job.cancelAndJoin()
    _ = prefixed
}
