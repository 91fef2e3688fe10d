// The three audiences a change can break (SWIFT, WIRE, KOTLIN), read off a KD id's range.

import Foundation

/// Who a classified change breaks: Swift code, JSON between versions, or Kotlin callers (`--fail-on`).
public enum DiffCategory: String, CaseIterable, Sendable, Comparable {
    case swift = "SWIFT"
    case wire = "WIRE"
    case kotlin = "KOTLIN"

    /// The category of a KD id: `KD01xx` SWIFT, `KD02xx` WIRE, `KD03xx` KOTLIN; nil for input problems (`KD00xx`).
    public init?(id: String) {
        guard id.hasPrefix("KD"), id.count == 6 else { return nil }
        switch id.dropFirst(2).prefix(2) {
        case "01": self = .swift
        case "02": self = .wire
        case "03": self = .kotlin
        default: return nil
        }
    }

    /// `SWIFT,WIRE` → the set; nil (with the bad word) when a word names no category.
    public static func list(_ text: String) -> Result<Set<DiffCategory>, DiffUsageError> {
        var result = Set<DiffCategory>()
        for word in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).uppercased() }) {
            guard let category = DiffCategory(rawValue: word) else {
                return .failure(
                    DiffUsageError("--fail-on: unknown category '\(word)' (use SWIFT, WIRE, KOTLIN, comma-separated)"))
            }
            result.insert(category)
        }
        return result.isEmpty ? .failure(DiffUsageError("--fail-on needs at least one category")) : .success(result)
    }

    public static func < (lhs: DiffCategory, rhs: DiffCategory) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .swift: 0
        case .wire: 1
        case .kotlin: 2
        }
    }
}

/// A command-line mistake (`kontract diff` exits 2 with it on stderr).
public struct DiffUsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}
