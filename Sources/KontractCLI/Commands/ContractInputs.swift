// What the commands share to read their contracts: the default folder and the front end's diagnostics.

import KontractCore

/// Loading contracts the same way in every command.
enum ContractInputs {
    /// The positional PATH arguments, or the default `contracts/` folder.
    static func paths(_ arguments: ParsedArguments) -> [String] {
        arguments.positional.isEmpty ? [ValidateCommand.defaultContractsFolder] : arguments.positional
    }

    /// Loads and checks the contracts under `paths`; prints the diagnostics (all of them with
    /// `showingWarnings`, else only when there is an error) and returns nil when there is an error.
    static func load(_ paths: [String], context: CommandContext, showingWarnings: Bool) -> ContractPipeline? {
        let pipeline = ContractPipeline.run(paths)
        if pipeline.hasErrors || (showingWarnings && !pipeline.diagnostics.isEmpty) {
            DiagnosticPrinter.print(
                pipeline.diagnostics, format: .text, fileCount: pipeline.files.count, context: context)
        }
        return pipeline.hasErrors ? nil : pipeline
    }
}
