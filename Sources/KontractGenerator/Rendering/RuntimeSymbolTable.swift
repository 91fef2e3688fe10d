// The runtime's symbols looked up by their UTF-8 bytes, so that reading a file's imports makes no String per name.

/// ``RuntimeNames/module(of:)`` over UTF-8 bytes: an open-addressing table of every runtime symbol, hashed with
/// FNV-1a and confirmed byte for byte, so an identifier read off rendered code is looked up without a `String`.
struct RuntimeSymbolTable: Sendable {
    private struct Entry: Sendable {
        var hash: UInt64
        var bytes: [UInt8]
        var module: RuntimeModule
    }

    private let slots: [Entry?]
    private let mask: Int
    /// The longest symbol: a longer identifier is none.
    private let longest: Int

    init(_ modules: [String: RuntimeModule]) {
        var capacity = 16
        while capacity < modules.count * 4 { capacity *= 2 }
        var slots = [Entry?](repeating: nil, count: capacity)
        // Sorted: the same table in every process (dictionary order is seeded per process).
        for (name, module) in modules.sorted(by: { $0.key < $1.key }) {
            let bytes = Array(name.utf8)
            let hash = bytes.withUnsafeBufferPointer(Self.hash)
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[slot] != nil { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Entry(hash: hash, bytes: bytes, module: module)
        }
        self.slots = slots
        mask = capacity - 1
        longest = modules.keys.map(\.utf8.count).max() ?? 0
    }

    /// The module declaring the symbol spelled by `bytes`, or nil.
    func module(of bytes: UnsafeBufferPointer<UInt8>) -> RuntimeModule? {
        guard bytes.count <= longest else { return nil }
        let hash = Self.hash(bytes)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while let entry = slots[slot] {
            if entry.hash == hash && entry.bytes.elementsEqual(bytes) { return entry.module }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
