// Which build of kontract is running: the GNU build ID of its executable, a generation stamp's tool key.

#if canImport(Glibc)
    import Glibc
#endif

/// The running executable's build, so that a generation stamp never outlives the tool that wrote it.
enum ToolBuild {
    /// The GNU build ID of the running executable (hex), read from its ELF notes; nil where there is none
    /// (another platform, a build linked without one): then no stamp is kept and every run generates.
    static let identifier: String? = {
        #if os(Linux)
            buildID(ofELF: "/proc/self/exe")
        #else
            nil
        #endif
    }()

    #if os(Linux)
        /// The `NT_GNU_BUILD_ID` note of a 64-bit little-endian ELF file, in hex.
        static func buildID(ofELF path: String) -> String? {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            func read(_ count: Int, at offset: UInt64) -> [UInt8]? {
                guard count > 0, count <= 1 << 20 else { return nil }
                var bytes = [UInt8](repeating: 0, count: count)
                let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
                return got == count ? bytes : nil
            }
            func integer(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> UInt64 {
                (0..<size).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
            }
            // ELF magic, ELFCLASS64, ELFDATA2LSB.
            guard let header = read(64, at: 0), header[0..<4] == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2,
                header[5] == 1
            else { return nil }
            let tableOffset = integer(header, 32, 8)
            let entrySize = Int(integer(header, 54, 2))
            let count = Int(integer(header, 56, 2))
            guard entrySize >= 56, let table = read(entrySize * count, at: tableOffset) else { return nil }
            for index in 0..<count {
                let entry = index * entrySize
                guard integer(table, entry, 4) == 4 else { continue }  // PT_NOTE
                let alignment = integer(table, entry + 48, 8) == 8 ? 8 : 4
                guard let notes = read(Int(integer(table, entry + 32, 8)), at: integer(table, entry + 8, 8)) else {
                    continue
                }
                var offset = 0
                func padded(_ size: Int) -> Int { (size + alignment - 1) / alignment * alignment }
                while offset + 12 <= notes.count {
                    let nameSize = Int(integer(notes, offset, 4))
                    let descriptionSize = Int(integer(notes, offset + 4, 4))
                    let type = integer(notes, offset + 8, 4)
                    let name = offset + 12
                    let description = name + padded(nameSize)
                    guard description + descriptionSize <= notes.count else { break }
                    // NT_GNU_BUILD_ID, owner "GNU\0".
                    if type == 3, nameSize == 4, Array(notes[name..<name + 4]) == [0x47, 0x4E, 0x55, 0],
                        descriptionSize > 0
                    {
                        return notes[description..<description + descriptionSize].map {
                            String($0 >> 4, radix: 16) + String($0 & 0xF, radix: 16)
                        }.joined()
                    }
                    offset = description + padded(descriptionSize)
                }
            }
            return nil
        }
    #endif
}
