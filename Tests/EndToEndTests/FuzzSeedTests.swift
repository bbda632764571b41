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
}
