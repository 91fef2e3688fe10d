// kotlinx.coroutines' `Job` as the ObjC export shows it: a protocol (`@protocol Kotlinx_coroutines_coreJob`), which KotlinJob adopts.

/// Kotlin's `interface Job` as the plain ObjC export shows it: `@protocol Kotlinx_coroutines_coreJob
/// <Kotlinx_coroutines_coreCoroutineContextElement>` (`Job` in a framework that `export()`s kotlinx.coroutines), so
/// an app spells `any Kotlinx_coroutines_coreJob`. Declared under the header's name (a compiler message names it as on
/// iOS) and re-exported one by one from KontractCoroutinesUnexported; KontractCoroutinesExported's `Job` names it.
/// Only the header's members Kontract emulates are requirements: the three state properties and `join()` (the header's
/// `join(completionHandler:)`, whose `async` form throws). Not yet: `cancel(cause:)`, `start()`, `children`,
/// `parent`, `invokeOnCompletion(…)`, `attachChild(child:)`, `getCancellationException()`, `plus(other:)`, `onJoin`.
public protocol Kotlinx_coroutines_coreJob: AnyObject, Sendable {
    /// `@property (readonly) BOOL isActive`.
    var isActive: Bool { get }
    /// `@property (readonly) BOOL isCancelled`.
    var isCancelled: Bool { get }
    /// `@property (readonly) BOOL isCompleted`.
    var isCompleted: Bool { get }
    /// `- joinWithCompletionHandler:` swift_name("join(completionHandler:)"), called as `try await job.join()`.
    func join() async throws
}

extension KotlinJob: Kotlinx_coroutines_coreJob {}
