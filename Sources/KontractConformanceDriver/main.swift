// The Swift side of tools/kotlin-conformance: emits Kotlin (+ its driver) and runs the Swift codec.

import Foundation
import KontractCheck
import KontractCore
import KontractGenerator
import KontractRuntime

/// Usage:
///   kontract-conformance-driver emit OUTDIR CONTRACT...   Kotlin sources and Driver.kt
///   kontract-conformance-driver run CASES.jsonl CONTRACT... one result line per case
///   kontract-conformance-driver validate NDJSON TYPE CONTRACT... validation speed (MB/s)
///   kontract-conformance-driver emit-swift OUTDIR CONTRACT...   a package of the generated Swift
///     (objc interop, KONTRACT_STYLE bridge|swift; KONTRACT_ROOT names the repository) and its driver
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else { fail("usage: kontract-conformance-driver emit|run PATH CONTRACT...") }
// `validate NDJSON TYPE CONTRACT...` has one more argument before the contracts.
let pipeline = ContractPipeline.run(Array(arguments.dropFirst(arguments[0] == "validate" ? 3 : 2)))
guard let module = pipeline.module, !pipeline.hasErrors else {
    fail(pipeline.diagnostics.map { "\($0)" }.joined(separator: "\n"))
}
let builder = DescriptorBuilder(module: module)
if !builder.problems.isEmpty { fail("descriptor problems:\n" + builder.problems.joined(separator: "\n")) }

switch arguments[0] {
case "emit":
    let outDirectory = arguments[1]
    var emitter = KotlinEmitter(module: module)
    let files = emitter.emit()
    if !emitter.problems.isEmpty {
        fail("emit problems:\n" + emitter.problems.map(\.formatted).joined(separator: "\n"))
    }
    try? FileManager.default.createDirectory(atPath: outDirectory, withIntermediateDirectories: true)
    for file in files {
        _ = FileManager.default.createFile(atPath: outDirectory + "/" + file.name, contents: Data(file.source.utf8))
    }
    let driver = KotlinConformanceDriverSource.make(module: module)
    _ = FileManager.default.createFile(atPath: outDirectory + "/Driver.kt", contents: Data(driver.utf8))
case "run":
    guard let data = FileManager.default.contents(atPath: arguments[1]) else { fail("cannot read \(arguments[1])") }
    for lineBytes in data.split(separator: 0x0A) where !lineBytes.isEmpty {
        let line = String(decoding: lineBytes, as: UTF8.self)
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let id = object["id"] as? String, let type = object["type"] as? String,
            let input = object["json"] as? String
        else { fail("bad case line: \(line)") }
        var result: [String: Any] = ["id": id]
        if let descriptor = builder.descriptor(for: type) {
            let configuration = builder.configuration(for: type)
            do throws(KotlinJSONError) {
                let value = try KotlinJSON.decode(descriptor, from: input, configuration: configuration)
                result["ok"] = true
                result["string"] = value.kotlinDescription(descriptor)
                do throws(KotlinJSONError) {
                    result["encoded"] = try KotlinJSON.encode(value, descriptor, configuration: configuration)
                } catch {
                    result["encodeError"] = error.description
                }
                // The validation path must agree with decoding.
                do throws(KotlinJSONError) {
                    try KotlinJSON.validate(descriptor, text: input, configuration: configuration)
                } catch {
                    result["validateMismatch"] = error.description
                }
            } catch {
                result["ok"] = false
                result["error"] = error.description
                if (try? KotlinJSON.validate(descriptor, text: input, configuration: configuration)) != nil {
                    result["validateMismatch"] = "validation accepted what decoding rejected"
                }
            }
        } else {
            result["ok"] = false
            result["error"] = "no descriptor for \(type)"
        }
        let output = (try? JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])) ?? Data()
        print(String(decoding: output, as: UTF8.self))
    }
case "validate":
    // validate NDJSON TYPE CONTRACT...: checks every line, prints lines, failures and MB/s.
    guard let data = FileManager.default.contents(atPath: arguments[1]) else { fail("cannot read \(arguments[1])") }
    let type = arguments[2]
    guard let descriptor = builder.descriptor(for: type) else { fail("no descriptor for \(type)") }
    let configuration = builder.configuration(for: type)
    let start = Date()
    var lines = 0
    var failures = 0
    data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        var lineStart = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
            if index > lineStart {
                lines += 1
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<index])
                do throws(KotlinJSONError) {
                    try KotlinJSON.validate(descriptor, bytes: line, configuration: configuration)
                } catch {
                    failures += 1
                }
            }
            lineStart = index + 1
        }
    }
    let seconds = Date().timeIntervalSince(start)
    let megabytes = Double(data.count) / 1_000_000
    print("\(lines) lines, \(failures) failed, \(megabytes) MB in \(seconds) s: \(megabytes / seconds) MB/s")
case "emit-swift":
    let outDirectory = arguments[1]
    let style = GenerationStyle(rawValue: ProcessInfo.processInfo.environment["KONTRACT_STYLE"] ?? "bridge") ?? .bridge
    let options = GeneratorOptions(interop: .objc, style: style)
    let files: [GeneratedFile]
    do {
        files = try SwiftGenerator.generate(module: module, options: options)
    } catch {
        fail("generate:\n\(error)")
    }
    let sources = outDirectory + "/Sources/Driver"
    try? FileManager.default.removeItem(atPath: sources)
    try? FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    for file in files {
        _ = FileManager.default.createFile(atPath: sources + "/" + file.name, contents: Data(file.contents.utf8))
    }
    let serializers = SwiftGenerator.serializers(module: module, options: options)
    let mainSource = GeneratedSwiftDriverSource.main(serializers: serializers)
    _ = FileManager.default.createFile(atPath: sources + "/main.swift", contents: Data(mainSource.utf8))
    let root = ProcessInfo.processInfo.environment["KONTRACT_ROOT"] ?? FileManager.default.currentDirectoryPath
    let manifest = GeneratedSwiftDriverSource.packageManifest(repositoryRoot: root)
    _ = FileManager.default.createFile(atPath: outDirectory + "/Package.swift", contents: Data(manifest.utf8))
default:
    fail("unknown mode \(arguments[0])")
}
