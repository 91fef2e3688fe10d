// Fuzz target `contract`: one contract file in, the reader and checker's diagnostics out.

import KontractCheck
import KontractCore

/// Reads the input as a contract file (jansson, the parser, every check) and, when it checks
/// clean, builds its serial descriptors. Property: every diagnostic points inside the input.
enum ContractFuzzTarget: FuzzTarget {
    static let name = "contract"
    static let summary = "contract file → reader, parser, checker, descriptors; diagnostics located inside the input"
    static let path = "fuzz.kontract.json"

    static func run(_ bytes: [UInt8]) {
        let bounds = InputBounds(bytes, path: path)
        switch ContractJSONReader.parse(bytes, path: path) {
        case .failure(let diagnostic):
            bounds.require(diagnostic.location, "reader diagnostic '\(diagnostic.formatted)'")
        case .success(let json):
            let (file, parseDiagnostics) = ContractParser.parse(json, path: path)
            for diagnostic in parseDiagnostics {
                bounds.require(diagnostic.location, "parser diagnostic '\(diagnostic.formatted)'")
            }
            guard let file else { return }
            let checked = ContractChecker.check([file])
            for diagnostic in checked.diagnostics {
                bounds.require(diagnostic.location, "checker diagnostic '\(diagnostic.formatted)'")
            }
            if let module = checked.module, !parseDiagnostics.hasErrors {
                _ = DescriptorBuilder(module: module)
            }
        }
    }
}
