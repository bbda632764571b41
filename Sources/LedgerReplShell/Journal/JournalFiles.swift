import Glibc

/// The files a journal was read from, with their modification times, so the REPL can reload it
/// when one changes (checked before each command).
public struct JournalFiles: Sendable, Equatable {
    /// One file's identity and modification time when it was read.
    public struct Stamp: Sendable, Equatable {
        /// The canonical path read.
        public let path: String
        /// Modification time, seconds since the epoch.
        public let seconds: Int
        /// Modification time, nanoseconds within the second.
        public let nanoseconds: Int
        /// Size in bytes.
        public let size: Int
        /// Inode number (a file replaced by rename gets a new one).
        public let inode: UInt

        /// The current stamp of `path`, or `nil` when it cannot be stat'ed (or is standard input).
        init?(path: String) {
            guard path != "-" else { return nil }
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            self.init(path: path, info: info)
        }

        /// The stamp `info` (from `stat` or `fstat`) gives the file `path`.
        init(path: String, info: stat) {
            self.path = path
            seconds = Int(info.st_mtim.tv_sec)
            nanoseconds = Int(info.st_mtim.tv_nsec)
            size = Int(info.st_size)
            inode = UInt(info.st_ino)
        }
    }

    /// Every file read, named and included, in reading order (standard input excluded).
    public let stamps: [Stamp]
    /// Each glob an `include` expanded, with what it matched, so a new matching file is noticed.
    public let globs: [GlobExpansion]

    /// A glob pattern and the files it matched when the journal was read.
    public struct GlobExpansion: Sendable, Equatable {
        /// The absolute pattern.
        public let pattern: String
        /// The sorted matches.
        public let matches: [String]
    }

    /// The paths read, in order.
    public var paths: [String] { stamps.map(\.path) }

    /// The stamp of the file `path` (canonical) when it was read, or `nil` for a file not read.
    func stamp(of path: String) -> Stamp? { stamps.first { $0.path == path } }

    /// These files with `stamp` in place of the stamp of the file it names (that file grew by an
    /// append of our own).
    func replacing(_ stamp: Stamp) -> JournalFiles {
        JournalFiles(stamps: stamps.map { $0.path == stamp.path ? stamp : $0 }, globs: globs)
    }

    /// Whether any file was modified, replaced or removed, or any include glob now matches other
    /// files, since the journal was read.
    public func hasChanged() -> Bool {
        for stamp in stamps where Stamp(path: stamp.path) != stamp { return true }
        for glob in globs where Glob.expand(glob.pattern) != glob.matches { return true }
        return false
    }
}

/// `glob(3)` for include patterns.
enum Glob {
    /// Whether `pattern` holds glob metacharacters.
    static func isPattern(_ pattern: String) -> Bool {
        pattern.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// The sorted paths matching `pattern` (empty when none).
    static func expand(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(pattern, 0, nil, &result) == 0 else { return [] }
        var paths: [String] = []
        for index in 0..<Int(result.gl_pathc) {
            if let path = result.gl_pathv[index] { paths.append(String(cString: path)) }
        }
        return paths.sorted()
    }
}
