// The app's test double of ProfileRepository and what the Kotlin ProfileViewModel's body does, on the test face.
// (KontractGeneratorTests' ProfileFeatureTests compiles this file with the generated module too.)

@_spi(Testing) import KontractRuntime
@_spi(Testing) import Shared

/// The generated fake of the Kotlin interface (`FakeProfileRepository`, test face): `load` returns the profile of
/// its id and throws a Kotlin exception for any other id.
func fakeRepository(_ profiles: [Int64: TrainerProfile] = [:]) -> FakeProfileRepository {
    let repository = FakeProfileRepository()
    repository.loadIdImplementation.implement { id in
        guard let profile = profiles[id] else { throw KotlinException(message: "no trainer \(id)").asError() }
        return profile
    }
    return repository
}

/// What the Kotlin `ProfileViewModel` body does: `refresh` loads from the repository into the state,
/// `rename` accepts any non-blank name.
func installProfileViewModelBody() {
    ProfileViewModel.initRepositoryImplementation.implement { viewModel, repository in
        viewModel._kontract.launching { call, state in
            guard call.name == "refresh", let id = call.arguments.first.flatMap({ Int64($0) }) else { return }
            do {
                state.setValue(ProfileStateLoaded(profile: try await repository.load(id: id), canEdit: true))
            } catch {
                state.setValue(ProfileStateFailed(message: "could not load \(id)", retryable: true))
            }
        }
        viewModel._kontract.scriptedResults = { call in
            KotlinBoolean(value: !(call.arguments.first ?? "").trimmingCharacters(in: .whitespaces).isEmpty)
        }
    }
}
