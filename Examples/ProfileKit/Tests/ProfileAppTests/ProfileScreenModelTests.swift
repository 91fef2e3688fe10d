// The profile screen driven through refresh and rename by a Swift fake repository, on the test face.

@_spi(Testing) import KontractRuntime
import ProfileApp
@_spi(Testing) import Shared
import Testing

/// Waits (yielding to the main actor) until `condition` holds, at most about five seconds.
@MainActor private func eventually(_ condition: () -> Bool) async throws {
    for _ in 0..<5_000 where !condition() { try await Task.sleep(nanoseconds: 1_000_000) }
}

@Suite(.serialized) @MainActor struct ProfileScreenModelTests {
    init() { installProfileViewModelBody() }

    @Test func refreshShowsTheLoadedProfile() async throws {
        let repository = fakeRepository([
            7: TrainerProfile(id: 7, name: "Misty", badges: [Badge.cascade], favoriteType: PokemonType.water, level: 12)
        ])
        let screen = ProfileScreenModel(viewModel: ProfileViewModel(repository: repository))
        #expect(screen.content == .loading)
        let observing = Task { await screen.observe() }
        screen.refresh(id: 7)
        try await eventually { screen.content != .loading }
        #expect(screen.content == .profile(name: "Misty", badges: 1, canEdit: true))
        observing.cancel()
    }

    @Test func aFailedLoadIsShownAsRetryable() async throws {
        let repository = fakeRepository()
        let screen = ProfileScreenModel(viewModel: ProfileViewModel(repository: repository))
        let observing = Task { await screen.observe() }
        screen.refresh(id: 1)
        try await eventually { screen.content != .loading }
        #expect(screen.content == .failed(message: "could not load 1", canRetry: true))
        #expect(repository.loadIdImplementation.calls == [1])
        observing.cancel()
    }

    @Test func renameReturnsWhatTheViewModelSays() async throws {
        let viewModel = ProfileViewModel(repository: fakeRepository())
        let screen = ProfileScreenModel(viewModel: viewModel)
        #expect(try await screen.rename(to: "Ash"))
        #expect(try await !screen.rename(to: "  "))
        #expect(viewModel._kontract.calls.map(\.name) == ["rename", "rename"])
    }
}
