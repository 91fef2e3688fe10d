// Splits a fuzz input into a few choice bytes and the rest, so one input picks a type or mode too.

/// Reads leading choice bytes from an input; missing bytes read as 0.
struct FuzzInput {
    private(set) var bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) {
        self.bytes = bytes[...]
    }

    /// The next byte as a choice among `count` options (0 when the input is exhausted).
    mutating func choose(_ count: Int) -> Int {
        guard count > 0, let byte = bytes.popFirst() else { return 0 }
        return Int(byte) % count
    }

    /// The next byte's bits (0 when the input is exhausted).
    mutating func bits() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// Everything not consumed yet.
    var rest: [UInt8] { Array(bytes) }
}
