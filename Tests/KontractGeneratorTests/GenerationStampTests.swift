// The stamp's digests (SHA-256 against FIPS 180-4's examples, the outputs' content hash) and its options key.

import Foundation
import Testing

@testable import KontractGenerator

@Test func sha256MatchesTheStandardsExamples() {
    #expect(SHA256.hexDigest(of: "") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hexDigest(of: "abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
        SHA256.hexDigest(of: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
        SHA256.hexDigest(of: String(repeating: "a", count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    // Fed in pieces that straddle blocks: the same digest.
    var pieces = SHA256()
    let text = Array(String(repeating: "0123456789", count: 30).utf8)
    for start in stride(from: 0, to: text.count, by: 7) {
        text[start..<min(start + 7, text.count)].withUnsafeBytes { pieces.update($0) }
    }
    #expect(pieces.hexDigest() == SHA256.hexDigest(of: String(repeating: "0123456789", count: 30)))
}

/// Every one-byte change of texts of every length around the 16-byte blocks gives another hash, as does a
/// truncation or an appended zero; the hash of a text is fixed (a stamp written by one process is read by another).
@Test func theContentHashSeesEveryOneByteChange() {
    // Pinned values: a stamp written by one process and platform is read by another (little-endian loads).
    #expect(ContentHash.hexDigest(of: "") == "6e388659ccce67d642a92c2cb1762ae3")
    #expect(ContentHash.hexDigest(of: "kontract") == "fbc363c06b700535aba1cf73fc400705")
    #expect(ContentHash.hexDigest(of: String(repeating: "0123456789", count: 30)) == "cebf66356f3379fafb2a1be3d89a9654")
    var seen: Set<String> = []
    for length in 0...40 {
        let base = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let original = base.withUnsafeBytes { ContentHash.hexDigest(of: $0) }
        #expect(seen.insert(original).inserted, "length \(length)")
        #expect((base + [0]).withUnsafeBytes { ContentHash.hexDigest(of: $0) } != original)
        for index in base.indices {
            for flip: UInt8 in [1, 0x80, 0xff] {
                var changed = base
                changed[index] ^= flip
                let hash = changed.withUnsafeBytes { ContentHash.hexDigest(of: $0) }
                #expect(hash != original, "length \(length) at \(index)")
            }
        }
    }
}

@Test func theOptionsKeyIsTheSameInEveryProcessAndSeesEveryOption() {
    let options = GeneratorOptions(interop: .skie, style: .swift)
    #expect(
        GenerationStamp.canonicalDescription(options)
            == GenerationStamp.canonicalDescription(GeneratorOptions(interop: .skie, style: .swift)))
    var other = options
    other.skie.sealedElseName = "other"
    #expect(GenerationStamp.canonicalDescription(other) != GenerationStamp.canonicalDescription(options))
    other = options
    other.exportedLibraries = []
    #expect(GenerationStamp.canonicalDescription(other) != GenerationStamp.canonicalDescription(options))
    // Sets are spelled sorted: hashing order is seeded per process.
    #expect(GenerationStamp.canonicalDescription(Set(["b", "a", "c"])) == #"["a", "b", "c"]"#)
}

@Test func theToolBuildIsKnownOnLinux() {
    #if os(Linux)
        #expect(ToolBuild.identifier?.count ?? 0 >= 16)
    #endif
}
