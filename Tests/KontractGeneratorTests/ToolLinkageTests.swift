// The kontract executable links the runtime's base and serialization modules only, never app-side code.

import Foundation
import Testing

/// The newest `kontract.product/Objects.LinkFileList` under `.build` (written when SwiftPM links the tool).
private func kontractLinkFileList() -> URL? {
    let build = TestSupport.packageRoot.appendingPathComponent(".build")
    guard
        let enumerator = FileManager.default.enumerator(
            at: build, includingPropertiesForKeys: [.contentModificationDateKey])
    else { return nil }
    var best: (url: URL, date: Date)?
    for case let url as URL in enumerator {
        if url.lastPathComponent == "checkouts" || url.lastPathComponent == "index" {
            enumerator.skipDescendants()
            continue
        }
        guard url.lastPathComponent == "Objects.LinkFileList",
            url.deletingLastPathComponent().lastPathComponent == "kontract.product"
        else { continue }
        let date =
            (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
        if best.map({ date > $0.date }) ?? true { best = (url, date) }
    }
    return best?.url
}

@Test func theToolLinksNoLifecycleCoroutinesOrObservationCode() throws {
    let list = try #require(kontractLinkFileList(), "no kontract.product/Objects.LinkFileList under .build")
    let objects = try String(contentsOf: list, encoding: .utf8).split(separator: "\n")
    // `.build/<triple>/debug/KontractKotlin.build/KotlinBase.swift.o` → `KontractKotlin`.
    let modules = Set(
        objects.compactMap { line in
            line.split(separator: "/").last { $0.hasSuffix(".build") }.map { String($0.dropLast(".build".count)) }
        })
    #expect(
        modules.isSuperset(of: [
            "KontractCore", "KontractCheck", "KontractGenerator", "KontractKotlin", "KontractSerialization",
        ]))
    let appSide = [
        "KontractCoroutines", "KMPNativeCoroutinesCore", "KMPNativeCoroutinesAsync", "KontractLifecycle",
        "KontractTranscripts", "KontractObservation", "KontractRuntime",
    ]
    #expect(modules.isDisjoint(with: appSide), "kontract links \(modules.intersection(appSide).sorted())")
}
