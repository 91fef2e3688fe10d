// Compact JSON output with kotlinx's string escaping (only `"`, `\` and control characters).

/// The bytes kotlinx's compact composer writes.
public struct KotlinJSONWriter {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    public mutating func byte(_ byte: UInt8) { bytes.append(byte) }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A quoted string: `"` → `\"`, `\` → `\\`, `\b \t \n \f \r`, other control characters as
    /// lowercase `\u00xx`; everything else (DEL, `/`, non-ASCII, U+2028) raw.
    public mutating func string(_ text: String) {
        bytes.append(0x22)
        for byte in text.utf8 {
            switch byte {
            case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
            case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x08: bytes.append(contentsOf: [0x5C, 0x62])
            case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
            case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
            case 0x0C: bytes.append(contentsOf: [0x5C, 0x66])
            case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])
            case 0x00..<0x20:
                bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30])
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }
}
