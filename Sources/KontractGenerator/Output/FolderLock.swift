// An advisory lock on an output folder, so that writers of one folder take turns.

import Foundation

/// flock(2) on the folder itself: no lock file is left in the user's folder. Released on
/// `release()` or when the process ends (a killed writer never leaves the folder locked).
struct FolderLock {
    private let descriptor: Int32

    init(_ folder: URL) throws {
        descriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw WriterError("cannot open the output folder '\(folder.path)': \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let code = errno
                close(descriptor)
                throw WriterError("cannot lock the output folder '\(folder.path)': \(String(cString: strerror(code)))")
            }
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
