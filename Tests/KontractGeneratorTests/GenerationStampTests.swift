// The stamp's digests (SHA-256 against FIPS 180-4's examples) and its options key.

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
