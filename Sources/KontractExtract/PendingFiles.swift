// The files waiting to be mapped, each let go by the one mapping that takes it (memory stays bounded).

import KotlinSourceSyntax

/// A file between the passes: its syntax tree, kept from the first pass, or its bytes, parsed again when mapped.
enum PendingFile {
    case parsed(ExtractedKotlinFile)
    case source(path: String, bytes: [UInt8])
}

/// A slot per file; `take` hands a file to its mapping and empties the slot, so that the file's tokens and syntax
/// tree are freed once its contract is built instead of when the whole extraction ends.
final class PendingFiles: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<PendingFile?>

    /// Moves the files out of `files` (left empty); when no other copy of the array is held, the slots hold the
    /// only references to them.
    init(taking files: inout [PendingFile]) {
        slots = .allocate(capacity: files.count)
        for (position, file) in files.enumerated() { slots.initializeElement(at: position, to: file) }
        files = []
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    /// The file at `position`, taken out of its slot (each position is taken once, by one thread).
    func take(_ position: Int) -> PendingFile {
        guard let file = slots[position] else { preconditionFailure("file \(position) was taken twice") }
        slots[position] = nil
        return file
    }
}
