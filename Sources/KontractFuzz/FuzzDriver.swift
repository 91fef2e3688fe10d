// Runs a target under libFuzzer (FUZZING builds) or replays saved inputs through it (normal builds).

import Foundation

#if FUZZING
    import CFuzzDriver
#endif

/// The target libFuzzer's C callback runs (it cannot capture).
nonisolated(unsafe) var selectedFuzzTarget: (any FuzzTarget.Type)?

enum FuzzDriver {
    static let usage = """
        usage: kontract-fuzz TARGET [libFuzzer flags] [CORPUS_FOLDER...]   (a -sanitize=fuzzer build; see tools/fuzz)
               kontract-fuzz TARGET FILE_OR_FOLDER...                     (any build: replay saved inputs once each)
               kontract-fuzz --list
        """

    static func main(_ arguments: [String]) -> Int32 {
        if arguments.count == 2, arguments[1] == "--list" {
            for target in allFuzzTargets { print("\(target.name)\t\(target.summary)") }
            return 0
        }
        guard arguments.count >= 2, let target = allFuzzTargets.first(where: { $0.name == arguments[1] }) else {
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            return 2
        }
        #if FUZZING
            return fuzz(target, arguments: [arguments[0]] + arguments.dropFirst(2))
        #else
            return replay(target, paths: Array(arguments.dropFirst(2)))
        #endif
    }

    #if FUZZING
        /// Hands the process to libFuzzer with the target's name removed from the arguments.
        static func fuzz(_ target: any FuzzTarget.Type, arguments: [String]) -> Int32 {
            selectedFuzzTarget = target
            var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            var argc = Int32(arguments.count)
            return cArguments.withUnsafeMutableBufferPointer { buffer in
                var argv = buffer.baseAddress
                return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
                    selectedFuzzTarget?.run(bytes)
                    return 0
                }
            }
        }
    #endif

    /// Runs every file (folders: every file inside, sorted) through the target once.
    static func replay(_ target: any FuzzTarget.Type, paths: [String]) -> Int32 {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                FileHandle.standardError.write(Data("kontract-fuzz: no such file or folder: \(path)\n".utf8))
                return 2
            }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            target.run(Array(data))
        }
        print("kontract-fuzz \(target.name): \(files.count) inputs replayed, every property held")
        return 0
    }
}
