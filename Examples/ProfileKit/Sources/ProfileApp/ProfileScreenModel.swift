// The profile screen's model: shows the view model's state and renames the trainer, as the iOS app does.
import Foundation
import KMPNativeCoroutinesAsync
import Shared

/// What the profile screen shows.
public enum ProfileScreenContent: Equatable, Sendable {
    case loading
    case profile(name: String, badges: Int, canEdit: Bool)
    case failed(message: String, canRetry: Bool)
}

/// Observes a `ProfileViewModel` (the framework's, through KMP-NativeCoroutines) for the screen.
@MainActor public final class ProfileScreenModel {
    public let viewModel: ProfileViewModel
    public private(set) var content: ProfileScreenContent = .loading

    public init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        content = Self.content(of: viewModel.state)
    }

    /// The screen's `.task`: follows the state until the task is cancelled or the view model cleared.
    public func observe() async {
        do {
            for try await state in asyncSequence(for: viewModel.stateFlow) {
                content = Self.content(of: state)
            }
        } catch {
            content = .failed(message: "\(error)", canRetry: true)
        }
    }

    public func refresh(id: Int64) {
        viewModel.refresh(id: id)
    }

    /// Renames the trainer; true when the view model accepted the name.
    public func rename(to name: String) async throws -> Bool {
        // Swift 6: the call's closure is bound first (README's recipe); `asyncFunction(for: viewModel.rename(…))`
        // is "sending … risks causing data races" here as against the real KMP-NativeCoroutines.
        nonisolated(unsafe) let call = viewModel.rename(newName: name)
        return try await asyncFunction(for: call).boolValue
    }

    static func content(of state: any ProfileState) -> ProfileScreenContent {
        if let loaded = state as? ProfileStateLoaded {
            return .profile(
                name: loaded.profile.name, badges: loaded.profile.badges.count, canEdit: loaded.canEdit)
        }
        if let failed = state as? ProfileStateFailed {
            return .failed(message: failed.message, canRetry: failed.retryable)
        }
        return .loading
    }
}
