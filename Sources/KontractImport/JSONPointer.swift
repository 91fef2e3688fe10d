// JSON pointers (RFC 6901) into a schema document: building, escaping and resolving them.

import KontractCore

/// A JSON pointer as `#/components/schemas/Pet`, kept as its unescaped tokens.
struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    var tokens: [String]

    static let root = JSONPointer(tokens: [])

    /// The pointer one level down.
    func appending(_ token: String) -> JSONPointer { JSONPointer(tokens: tokens + [token]) }

    func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

    /// `#/a/b~1c` (the fragment form `$ref` uses).
    var description: String {
        "#"
            + tokens.map {
                "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            }
            .joined()
    }

    /// Parses a fragment (`#/a/b`, `#`, or `/a/b`); nil when it is not a pointer (an anchor `#name`).
    init?(fragment: String) {
        var text = Substring(fragment)
        if text.hasPrefix("#") { text = text.dropFirst() }
        guard let decoded = String(text).removingPercentEncodingIfNeeded else { return nil }
        if decoded.isEmpty {
            tokens = []
            return
        }
        guard decoded.hasPrefix("/") else { return nil }
        tokens = decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    init(tokens: [String]) { self.tokens = tokens }

    /// The value the pointer names in `document`, or nil.
    func resolve(in document: LocatedJSON) -> LocatedJSON? {
        var current = document
        for token in tokens {
            switch current.value {
            case .object(let members):
                guard let member = members.first(where: { $0.key == token }) else { return nil }
                current = member.value
            case .array(let items):
                guard let index = Int(token), items.indices.contains(index) else { return nil }
                current = items[index]
            default: return nil
            }
        }
        return current
    }
}

extension String {
    /// `%25`-style escapes of a URI fragment decoded (ASCII only); nil for a malformed escape.
    fileprivate var removingPercentEncodingIfNeeded: String? {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next(), let low = iterator.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { return nil }
            bytes.append(value)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
