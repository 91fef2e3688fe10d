// The profile screen driven through refresh and rename by a Swift fake repository, on the test face.

@_spi(Testing) import KontractRuntime
import ProfileApp
@_spi(Testing) import Shared
import Testing

/// The app's test double of the Kotlin interface: profiles by id, a Kotlin exception for any other id.
final class FakeProfileRepository: ProfileRepository, @unchecked Sendable {
    var profiles: [Int64: TrainerProfile] = [:]

    func load(id: Int64) async throws -> TrainerProfile {
        guard let profile = profiles[id] else { throw KotlinException(message: "no trainer \(id)").asError() }
        return profile
    }
}

/// What the Kotlin `ProfileViewModel` body does: `refresh` loads from the repository into the state,
/// `rename` accepts any non-blank name.
func installProfileViewModelBody() {
    ProfileViewModel.initRepositoryImplementation.implement { viewModel, repository in
        viewModel._kontract.launching { call, state in
            guard call.name == "refresh", let id = call.arguments.first.flatMap({ Int64($0) }) else { return }
            do {
                state.value = ProfileStateLoaded(profile: try await repository.load(id: id), canEdit: true)
            } catch {
                state.value = ProfileStateFailed(message: "could not load \(id)", retryable: true)
            }
        }
        viewModel._kontract.scriptedResults = { call in
            KotlinBoolean(value: !(call.arguments.first ?? "").trimmingCharacters(in: .whitespaces).isEmpty)
        }
    }
}

/// Waits (yielding to the main actor) until `condition` holds, at most about five seconds.
@MainActor private func eventually(_ condition: () -> Bool) async throws {
    for _ in 0..<5_000 where !condition() { try await Task.sleep(nanoseconds: 1_000_000) }
}

@Suite(.serialized) @MainActor struct ProfileScreenModelTests {
    init() { installProfileViewModelBody() }

    @Test func refreshShowsTheLoadedProfile() async throws {
        let repository = FakeProfileRepository()
        repository.profiles[7] = TrainerProfile(
            id: 7, name: "Misty", badges: [Badge.cascade], favoriteType: PokemonType.water, level: 12)
        let screen = ProfileScreenModel(viewModel: ProfileViewModel(repository: repository))
        #expect(screen.content == .loading)
        let observing = Task { await screen.observe() }
        screen.refresh(id: 7)
        try await eventually { screen.content != .loading }
        #expect(screen.content == .profile(name: "Misty", badges: 1, canEdit: true))
        observing.cancel()
    }

    @Test func aFailedLoadIsShownAsRetryable() async throws {
        let screen = ProfileScreenModel(viewModel: ProfileViewModel(repository: FakeProfileRepository()))
        let observing = Task { await screen.observe() }
        screen.refresh(id: 1)
        try await eventually { screen.content != .loading }
        #expect(screen.content == .failed(message: "could not load 1", canRetry: true))
        observing.cancel()
    }

    @Test func renameReturnsWhatTheViewModelSays() async throws {
        let viewModel = ProfileViewModel(repository: FakeProfileRepository())
        let screen = ProfileScreenModel(viewModel: viewModel)
        #expect(try await screen.rename(to: "Ash"))
        #expect(try await !screen.rename(to: "  "))
        #expect(viewModel._kontract.calls.map(\.name) == ["rename", "rename"])
    }
}
