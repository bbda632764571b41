import Foundation
import Testing

/// The README's map of the tree ("How it is built") names every folder of the sources, and names no
/// folder that is gone, so a newcomer can trust it.
@Suite struct SourceMapTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The map's text block.
    static func map() throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "## How it is built\n\n```text\n"),
            let end = readme.range(of: "```", range: start.upperBound..<readme.endIndex)
        else { return "" }
        return String(readme[start.upperBound..<end.lowerBound])
    }

    static func folders(under path: String) throws -> [String] {
        let url = root.appendingPathComponent(path)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }

    @Test func everyCoreFolderIsOnTheMap() throws {
        let map = try Self.map()
        #expect(!map.isEmpty, "README has a How it is built map")
        for folder in try Self.folders(under: "Sources/LedgerReplCore") {
            #expect(map.contains(folder + "/"), "README's map does not name Sources/LedgerReplCore/\(folder)/")
        }
    }

    @Test func everyTargetIsOnTheMap() throws {
        let map = try Self.map()
        for folder in try Self.folders(under: "Sources") where !folder.hasPrefix("fuzz-") {
            #expect(map.contains(folder + "/"), "README's map does not name Sources/\(folder)/")
        }
    }

    @Test func everyShellFolderIsOnTheMap() throws {
        let map = try Self.map()
        for folder in try Self.folders(under: "Sources/LedgerReplShell") {
            #expect(map.contains(folder + "/"), "README's map does not name Sources/LedgerReplShell/\(folder)/")
        }
    }

    /// CONTRIBUTING's "Where things live".
    static func contributingMap() throws -> String {
        let guide = try String(contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
        guard let start = guide.range(of: "## Where things live\n"),
            let end = guide.range(of: "\n## ", range: start.upperBound..<guide.endIndex)
        else { return "" }
        return String(guide[start.upperBound..<end.lowerBound])
    }

    @Test func contributingNamesEveryFolder() throws {
        let map = try Self.contributingMap()
        #expect(!map.isEmpty, "CONTRIBUTING has a Where things live section")
        let folders =
            try Self.folders(under: "Sources").filter { !$0.hasPrefix("fuzz-") }
            + Self.folders(under: "Sources/LedgerReplCore") + Self.folders(under: "Sources/LedgerReplShell")
        for folder in folders {
            #expect(map.contains("`\(folder)/`"), "CONTRIBUTING does not name \(folder)/")
        }
    }

    @Test func theMapNamesNoFolderThatIsGone() throws {
        let folders = Set(
            try Self.folders(under: "Sources/LedgerReplCore") + Self.folders(under: "Sources")
                + Self.folders(under: "Sources/LedgerReplShell") + ["Sources", "Tests"])
        for line in try Self.map().split(separator: "\n") {
            let first = line.drop { $0 == " " }.prefix { $0 != " " }
            guard first.hasSuffix("/"), !first.contains("*"), !first.contains(",") else { continue }
            #expect(folders.contains(String(first.dropLast())), "README's map names \(first), not in the tree")
        }
    }
}
