// The output writer's transaction: stage every file, journal the renames, commit or roll back.

import Foundation

/// One write's staging folder inside the output folder (`.kontract-staging-PID`):
/// `new-N` files (the new contents), then `journal` (written once every file is staged), and
/// during the commit `old-N`/`stale-N` (the replaced and removed files, kept until the end).
enum StagingJournal {
    /// What one write changes: files to (re)write and stale files to remove, by name in the folder.
    struct Plan {
        /// A new file's bytes, or a file already written on the output folder's file system (moved, not copied:
        /// `extract --output` stages each contract as it is printed).
        enum Content {
            case data(Data)
            case staged(URL)
        }

        var writes: [(name: String, content: Content)] = []
        var removals: [String] = []
    }

    /// Stages the plan, then renames it into place; on any failure the folder keeps its old files.
    static func commit(_ plan: Plan, in root: URL, operations: FileOperations) throws {
        let manager = FileManager.default
        let staging = root.appendingPathComponent(
            GeneratedFileWriter.stagingPrefix + "\(ProcessInfo.processInfo.processIdentifier)")
        try? manager.removeItem(at: staging)
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw WriterError("cannot write in the output folder '\(root.path)': \(GeneratedFileWriter.reason(error))")
        }
        defer { try? manager.removeItem(at: staging) }

        // 1. Stage: nothing in the folder changes yet (disk full, read-only: the old set stays).
        for (index, write) in plan.writes.enumerated() {
            do {
                let new = staging.appendingPathComponent("new-\(index)")
                switch write.content {
                case .data(let data): try operations.writeFile(data, new)
                case .staged(let file): try operations.rename(file, new)
                }
            } catch {
                throw WriterError(
                    "cannot write '\(write.name)' (nothing was changed): \(GeneratedFileWriter.reason(error))")
            }
        }
        var journal = ""
        for (index, write) in plan.writes.enumerated() { journal += "new\t\(index)\t\(write.name)\n" }
        for (index, name) in plan.removals.enumerated() { journal += "stale\t\(index)\t\(name)\n" }
        do {
            try operations.writeFile(Data(journal.utf8), staging.appendingPathComponent("journal.partial"))
            try operations.rename(
                staging.appendingPathComponent("journal.partial"), staging.appendingPathComponent("journal"))
        } catch {
            throw WriterError(
                "cannot write the output journal (nothing was changed): \(GeneratedFileWriter.reason(error))")
        }

        // 2. Commit: renames only; on a failure the ones done are undone in reverse.
        var done: [Step] = []
        do {
            for (index, write) in plan.writes.enumerated() {
                let step = Step(
                    target: root.appendingPathComponent(write.name),
                    moved: staging.appendingPathComponent("new-\(index)"),
                    backup: staging.appendingPathComponent("old-\(index)"))
                try createParent(of: step.target, below: root)
                if manager.fileExists(atPath: step.target.path) {
                    try operations.rename(step.target, step.backup)
                    done.append(step.with(phase: .backedUp))
                }
                try operations.rename(step.moved, step.target)
                if done.last?.target == step.target { done.removeLast() }
                done.append(step.with(phase: manager.fileExists(atPath: step.backup.path) ? .replaced : .created))
            }
            for (index, name) in plan.removals.enumerated() {
                let step = Step(
                    target: root.appendingPathComponent(name), moved: staging.appendingPathComponent("stale-\(index)"),
                    backup: staging.appendingPathComponent("stale-\(index)"))
                try operations.rename(step.target, step.moved)
                done.append(step.with(phase: .removed))
            }
        } catch {
            for step in done.reversed() { step.undo() }
            _ = unlink(staging.appendingPathComponent("journal").path)
            throw WriterError(
                "cannot move the new files into place (the old ones were restored): \(GeneratedFileWriter.reason(error))"
            )
        }
    }

    /// One rename of the commit and how far it got, so that it can be undone.
    private struct Step {
        enum Phase { case pending, backedUp, replaced, created, removed }
        var target: URL
        /// The staged new file (a write) or where a stale file went (a removal).
        var moved: URL
        /// Where the replaced file waits until the commit ends.
        var backup: URL
        var phase = Phase.pending

        func with(phase: Phase) -> Step {
            var step = self
            step.phase = phase
            return step
        }

        /// Puts the folder back as it was before this step (best effort: plain renames).
        func undo() {
            switch phase {
            case .pending: break
            case .backedUp: _ = rename(backup.path, target.path)
            case .replaced:
                _ = rename(target.path, moved.path)
                _ = rename(backup.path, target.path)
            case .created: _ = rename(target.path, moved.path)
            case .removed: _ = rename(moved.path, target.path)
            }
        }
    }

    /// Finishes or discards what a killed writer left: a staging folder with a journal had every
    /// new file staged and was committing, so its renames are completed; one without is discarded.
    /// Call with the folder locked.
    static func recover(in root: URL, operations: FileOperations) throws {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: root.path)) ?? []
        for name in names.sorted() where name.hasPrefix(GeneratedFileWriter.stagingPrefix) {
            let staging = root.appendingPathComponent(name)
            defer { try? manager.removeItem(at: staging) }
            guard let journal = manager.contents(atPath: staging.appendingPathComponent("journal").path) else {
                continue
            }
            for line in String(decoding: journal, as: UTF8.self).split(separator: "\n") {
                let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
                guard fields.count == 3, let target = try? GeneratedFileWriter.containedPath(fields[2], in: root) else {
                    continue
                }
                switch fields[0] {
                case "new":
                    let new = staging.appendingPathComponent("new-\(fields[1])")
                    guard manager.fileExists(atPath: new.path) else { continue }
                    try createParent(of: target, below: root)
                    try operations.rename(new, target)
                case "stale":
                    if manager.fileExists(atPath: target.path) {
                        try operations.rename(target, staging.appendingPathComponent("stale-\(fields[1])"))
                    }
                default: continue
                }
            }
        }
    }

    /// Creates the folders between `root` and `target` (a file in the way is an error).
    private static func createParent(of target: URL, below root: URL) throws {
        let parent = target.deletingLastPathComponent()
        guard parent.path != root.path else { return }
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw WriterError(
                "cannot create the folder '\(parent.path)' (a file in the way?): \(GeneratedFileWriter.reason(error))")
        }
    }
}
