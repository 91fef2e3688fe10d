// What the commands share to read their contracts: the default folder and the front end's diagnostics.

import KontractCore

/// Loading contracts the same way in every command.
enum ContractInputs {
    /// The positional PATH arguments, or the default `contracts/` folder.
    static func paths(_ arguments: ParsedArguments) -> [String] {
        arguments.positional.isEmpty ? [ValidateCommand.defaultContractsFolder] : arguments.positional
    }

    /// Loads and checks the contracts under `paths`; sends the diagnostics to `sink` (all of them
    /// with `showingWarnings`, else only when there is an error). On an error it finishes the
    /// sink's run and returns nil.
    static func load(_ paths: [String], sink: any DiagnosticSink, showingWarnings: Bool) -> ContractPipeline? {
        let pipeline = ContractPipeline.run(paths)
        if pipeline.hasErrors || showingWarnings {
            sink.emit(pipeline.diagnostics)
        }
        guard !pipeline.hasErrors else {
            sink.finish(DiagnosticSummary(contractFiles: pipeline.files.count))
            return nil
        }
        return pipeline
    }
}
