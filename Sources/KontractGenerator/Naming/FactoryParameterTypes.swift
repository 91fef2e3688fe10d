// The Swift types of the platform types a view-model factory takes: `ViewModelStoreOwner`, `ViewModelStore`, `Koin`.

import KontractCore

extension SwiftTypeMapper {
    /// The Swift type of a view-model factory's platform parameter, without its optionality; nil for any other type
    /// (models cannot hold platform types: ``swiftType(_:at:)`` reports them).
    package static func factoryParameterType(_ type: ResolvedType) -> SwiftType? {
        switch type.kind {
        case .platform(.viewModelStoreOwner): .existential(.named(RuntimeNames.viewModelStoreOwner))
        case .platform(.viewModelStore): .named(RuntimeNames.viewModelStore)
        case .platform(.koin): .named(RuntimeNames.koin)
        default: nil
        }
    }
}
