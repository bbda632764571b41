import Glibc
import LedgerJournalCore
import LedgerReplCore

/// A journal loaded from files, with what is needed to notice when to reload it (which the
/// ``JournalWatch`` keeps, handing the journal to the session).
public struct LoadedJournal: Sendable {
    /// The checked journal.
    public internal(set) var journal: Journal
    /// The files read and their modification times; ask `files.hasChanged()` before each command.
    public internal(set) var files: JournalFiles
    /// How many bytes were read from disk to make it: every file's, or after an append of our own only
    /// the bytes appended and the few before them that were compared.
    public internal(set) var bytesRead: Int
}

/// Why a journal could not be loaded: every problem as a typed error with its position (a file that
/// could not be read is an error at line 0). Render them with `Messages.text(for:)`.
public struct JournalLoadFailure: Error, Sendable, Equatable {
    /// Every problem, in file order.
    public let errors: [JournalError]

    /// The problems in English, one line each (for logs and messages that carry text).
    public var messages: [String] { messages(in: .english) }

    /// The problems in `language`, one line each, as `Messages.text(for:)` writes them.
    public func messages(in language: Language) -> [String] {
        let messages = Messages(language: language)
        return errors.map { messages.text(for: $0) }
    }
}

/// Reads journal files from disk and loads them with the pure parser: follows `include` (relative to
/// the including file, with globs), refuses cycles, and never half-loads.
public enum JournalLoader {
    /// Loads the journal made of `paths` (`-` reads standard input), in order, with `options`. A path
    /// may name its format as hledger's do (`timeclock:FILE`, `timedot:FILE`, `journal:FILE`); else the
    /// extension picks it. With `replacing`, the file whose canonical path is `replacing.path` is read
    /// as `replacing.bytes` instead of from disk (how the journal would load with an entry appended,
    /// before it is written).
    public static func load(
        paths: [String], options: JournalOptions = JournalOptions(), replacing: JournalSource? = nil
    ) -> Result<LoadedJournal, JournalLoadFailure> {
        let recorder = GlobRecorder()
        var sources: [JournalSource] = []
        var errors: [JournalError] = []
        for named in paths {
            let (format, path) = splitFormat(named)
            switch read(path, replacing: replacing, recorder: recorder) {
            case .success(let bytes):
                var source = JournalSource(path: canonical(path), bytes: bytes)
                source.format = format
                sources.append(source)
            case .failure(let problem):
                errors.append(JournalError(path: path, line: 0, column: 0, problem: .unreadable(problem)))
            }
        }
        guard errors.isEmpty else { return .failure(JournalLoadFailure(errors: errors)) }
        let resolver: IncludeResolver = { pattern, including in
            resolve(pattern, from: including, recorder: recorder, replacing: replacing)
        }
        switch Journal.load(sources, includes: resolver, options: options) {
        case .failure(let failure):
            return .failure(JournalLoadFailure(errors: failure.errors))
        case .success(let journal):
            // Each file's stamp as it was when it was read, not as it is now (see `FileReader.read`).
            let stamps = journal.paths.compactMap { recorder.reads[$0]?.stamp }
            return .success(
                LoadedJournal(
                    journal: journal, files: JournalFiles(stamps: stamps, globs: recorder.expansions),
                    bytesRead: recorder.reads.values.reduce(0) { $0 + $1.bytes.count }))
        }
    }

    /// The files an `include PATTERN` in `including` names, read and with canonical paths.
    static func resolve(
        _ pattern: String, from including: String, recorder: GlobRecorder, replacing: JournalSource? = nil
    ) -> Result<[JournalSource], IncludeFailure> {
        var expanded = pattern
        if expanded.hasPrefix("~/"), let home = getenv("HOME") {
            expanded = String(cString: home) + expanded.dropFirst()
        }
        if !expanded.hasPrefix("/") {
            let base = including == "-" ? "." : directory(of: including)
            expanded = base + "/" + expanded
        }
        var paths = [expanded]
        if Glob.isPattern(expanded) {
            paths = Glob.expand(expanded)
            recorder.record(expanded, paths)
            guard !paths.isEmpty else { return .failure(IncludeFailure(path: pattern, problem: .noMatch)) }
        }
        var sources: [JournalSource] = []
        for path in paths {
            switch read(path, replacing: replacing, recorder: recorder) {
            case .success(let bytes): sources.append(JournalSource(path: canonical(path), bytes: bytes))
            case .failure(let problem): return .failure(IncludeFailure(path: path, problem: problem))
            }
        }
        return .success(sources)
    }

    /// A path's format prefix (`timeclock:`, `timedot:`, `journal:`) and the path without it.
    static func splitFormat(_ path: String) -> (JournalFileFormat?, String) {
        for (prefix, format) in [
            ("timeclock:", JournalFileFormat.timeclock), ("timedot:", .timedot), ("journal:", .journal),
        ] where path.hasPrefix(prefix) {
            return (format, String(path.dropFirst(prefix.count)))
        }
        return (nil, path)
    }

    /// The bytes of `path`: `replacing.bytes` when it names the same file, else read from disk, with the
    /// file's stamp and bytes noted in `recorder`.
    static func read(_ path: String, replacing: JournalSource?, recorder: GlobRecorder) -> Result<
        [UInt8], FileProblem
    > {
        if let replacing, path != "-", canonical(path) == replacing.path { return .success(replacing.bytes) }
        let name = canonical(path)
        return FileReader.read(path, stamping: name).map { read in
            if let stamp = read.stamp, recorder.reads[name] == nil { recorder.reads[name] = (stamp, read.bytes) }
            return read.bytes
        }
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The absolute path with symlinks resolved, so a cycle is found however it is spelled.
    static func canonical(_ path: String) -> String {
        guard path != "-", let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` with control and invisible characters escaped, for messages.
    static func visible(_ path: String) -> String {
        var out = ""
        for scalar in path.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20, 0x7F..<0xA0:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\x" + (hex.count < 2 ? "0" + hex : hex)
            case 0xAD, 0x61C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF, 0xFFF9...0xFFFD:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Collects the globs expanded and the files read during one load (the resolver runs synchronously
/// inside it).
final class GlobRecorder: @unchecked Sendable {
    private(set) var expansions: [JournalFiles.GlobExpansion] = []
    /// Each file read from disk, by canonical path: its stamp before reading and its bytes.
    var reads: [String: (stamp: JournalFiles.Stamp, bytes: [UInt8])] = [:]

    func record(_ pattern: String, _ matches: [String]) {
        expansions.append(JournalFiles.GlobExpansion(pattern: pattern, matches: matches))
    }
}
