// The enum entry a KC0205 message suggests for a string that names none (a Kotlin name, a near miss).

import KontractSerialization

/// Finds the entry a writer most likely meant when a JSON string names no entry of an enum:
/// one whose Kotlin name or serial name matches ignoring case (the Kotlin name first), else the
/// serial name closest within a small edit distance; none when nothing is close.
enum EnumEntrySuggestion {
    /// `; did you mean 'boulder' (the serial name of BOULDER)?`, or "" when nothing is close.
    static func hint(for written: String, in descriptor: KotlinEnumDescriptor) -> String {
        guard let entry = entry(for: written, in: descriptor) else { return "" }
        let origin = entry.name == entry.serialName ? "" : " (the serial name of \(entry.name))"
        return "; did you mean '\(entry.serialName)'\(origin)?"
    }

    static func entry(for written: String, in descriptor: KotlinEnumDescriptor) -> KotlinEnumDescriptor.Entry? {
        let entries = descriptor.entries
        if let exact = entries.first(where: { $0.name == written }) { return exact }
        let folded = written.lowercased()
        if let loose = entries.first(where: { $0.name.lowercased() == folded || $0.serialName.lowercased() == folded })
        {
            return loose
        }
        var best: (entry: KotlinEnumDescriptor.Entry, distance: Int)?
        for entry in entries {
            let candidate = Array(entry.serialName.lowercased())
            let limit = min(2, max(1, candidate.count / 3))
            let distance = editDistance(Array(folded), candidate, limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (entry, distance) }
        }
        return best?.entry
    }

    /// The Levenshtein distance, or `limit + 1` once it is known to exceed `limit`.
    static func editDistance(_ left: [Character], _ right: [Character], limit: Int) -> Int {
        if abs(left.count - right.count) > limit { return limit + 1 }
        var previous = Array(0...right.count)
        for (row, leftCharacter) in left.enumerated() {
            var current = [row + 1] + Array(repeating: 0, count: right.count)
            for (column, rightCharacter) in right.enumerated() {
                let substitution = previous[column] + (leftCharacter == rightCharacter ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            if current.allSatisfy({ $0 > limit }) { return limit + 1 }
            previous = current
        }
        return previous[right.count]
    }

    /// The enum with this serial name among the types `root` reaches.
    static func enumDescriptor(named serialName: String, in root: KotlinSerialDescriptor) -> KotlinEnumDescriptor? {
        var visited = Set<ObjectIdentifier>()
        var pending = [root]
        while let descriptor = pending.popLast() {
            switch descriptor {
            case .enumeration(let enumDescriptor) where enumDescriptor.serialName == serialName: return enumDescriptor
            case .list(let element, _): pending.append(element)
            case .map(let key, let value): pending += [key, value]
            case .nullable(let inner): pending.append(inner)
            case .classType(let classDescriptor):
                if visited.insert(ObjectIdentifier(classDescriptor)).inserted {
                    pending += classDescriptor.properties.map(\.descriptor)
                }
            case .sealed(let sealedDescriptor):
                if visited.insert(ObjectIdentifier(sealedDescriptor)).inserted {
                    pending += sealedDescriptor.subclasses.map { .classType($0) }
                }
            default: break
            }
        }
        return nil
    }
}
