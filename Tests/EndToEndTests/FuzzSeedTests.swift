import Foundation
import LedgerReplFuzzing
import Testing

/// The fuzzers' invariants, checked on every seed input (and any input a fuzzer run kept in
/// `fuzz/corpus`), so a regression shows up in the ordinary test run.
@Suite struct FuzzSeedTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../fuzz/corpus")

    static func seeds(_ target: String) -> [String] {
        let folder = corpus.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test func parserSeedsKeepTheInvariants() throws {
        let seeds = Self.seeds("parser")
        #expect(seeds.count >= 20)
        for path in seeds {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            data.withUnsafeBytes { FuzzChecks.parse($0) }
        }
    }

    @Test func sessionSeedsKeepTheInvariants() throws {
        let seeds = Self.seeds("session")
        #expect(seeds.count >= 5)
        for path in seeds {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            data.withUnsafeBytes { FuzzChecks.session($0) }
        }
    }

    /// Every journal seed (real journals: the examples' start and end, the parser's fixtures, hledger's
    /// features, hostile text) loads or is refused naming a line, and a loaded one answers entries,
    /// questions and recordings with nothing raw in any output.
    @Test func journalSeedsKeepTheInvariants() throws {
        let seeds = Self.seeds("journal")
        #expect(seeds.count >= 40)
        var loaded: [String] = []
        for path in seeds {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            if data.withUnsafeBytes({ FuzzChecks.journal($0) }) {
                loaded.append(URL(fileURLWithPath: path).lastPathComponent)
            }
        }
        // The seeds reach the session, not only the parser's refusals.
        for name in [
            "example-household-en", "example-household-ko", "feature-periodic", "feature-tags", "hostile-control",
        ] {
            #expect(loaded.contains(name), "\(name) loads")
        }
        #expect(!loaded.contains("feature-include"), "an include is refused without files")
    }
}
