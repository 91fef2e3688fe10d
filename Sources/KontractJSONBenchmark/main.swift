// tools/bench-json's executable: Foundation Codable vs the generated types through the Kontract JSON codec.

import Foundation
import KontractRuntime

/// Usage: kontract-json-benchmark NDJSON — one SearchUiState per line, as kotlinx writes it.
let arguments = CommandLine.arguments
guard arguments.count == 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: kontract-json-benchmark NDJSON\n".utf8))
    exit(2)
}
let lines: [Data] = data.split(separator: 0x0A).map { Data($0) }
let megabytes = Double(lines.reduce(0) { $0 + $1.count }) / 1_000_000

/// The best of three passes (the cores are shared: the best pass is the least disturbed one).
func time(_ label: String, _ body: () throws -> Void) rethrows -> Double {
    var seconds = Double.infinity
    for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        seconds = min(seconds, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let rate = megabytes / seconds
    print("\(label): \(String(format: "%.3f", seconds)) s, \(String(format: "%.1f", rate)) MB/s")
    return rate
}

var checksum = 0
let foundationDecode = try time("Foundation JSONDecoder decode") {
    let decoder = JSONDecoder()
    for line in lines { checksum &+= try decoder.decode(FoundationSearchUiState.self, from: line).resultados.count }
}
let foundationRoundTrip = try time("Foundation JSONDecoder+JSONEncoder round trip") {
    let decoder = JSONDecoder()
    let encoder = JSONEncoder()
    for line in lines {
        checksum &+= try encoder.encode(decoder.decode(FoundationSearchUiState.self, from: line)).count
    }
}
let codecDecode = try time("Kontract codec decode (generated SearchUiState)") {
    for line in lines { checksum &+= try KotlinJSON.decode(SearchUiState.self, from: line).resultados.count }
}
let codecRoundTrip = try time("Kontract codec round trip (generated SearchUiState)") {
    for line in lines {
        checksum &+= try KotlinJSON.encode(KotlinJSON.decode(SearchUiState.self, from: line)).utf8.count
    }
}
// Outside the timings: every line re-encodes byte for byte (the data is written as kotlinx writes it).
var mismatches = 0
for line in lines where try Data(KotlinJSON.encode(KotlinJSON.decode(SearchUiState.self, from: line)).utf8) != line {
    mismatches += 1
}
print(
    "lines: \(lines.count), \(String(format: "%.1f", megabytes)) MB, codec re-encodings not byte-identical: \(mismatches)"
)
print("ratio decode (codec / Foundation): \(String(format: "%.2f", codecDecode / foundationDecode))x")
print("ratio round trip (codec / Foundation): \(String(format: "%.2f", codecRoundTrip / foundationRoundTrip))x")
// For tools/bench-ratchet (codec MB/s / Foundation's).
print("RATIO json-decode-vs-foundation \(String(format: "%.3f", codecDecode / foundationDecode))")
print("RATIO json-round-trip-vs-foundation \(String(format: "%.3f", codecRoundTrip / foundationRoundTrip))")
print("checksum \(checksum)")
