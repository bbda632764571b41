import Foundation
import Testing

@testable import LedgerJournalCore

/// Reads and loads fixture journals for the tests.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func source(_ name: String) throws -> JournalSource {
        JournalSource(path: name, bytes: Array(try Data(contentsOf: directory.appendingPathComponent(name))))
    }

    /// The loaded fixture, or a test failure listing its errors.
    static func journal(_ name: String) throws -> Journal {
        try Journal.load([source(name)]).get()
    }
}

/// `"12.50"` as an exact decimal (test shorthand).
func dec(_ text: String) -> ExactDecimal {
    guard let value = ExactDecimal(text) else { fatalError("bad test decimal \(text)") }
    return value
}

func month(_ year: Int, _ month: Int) -> JournalMonth {
    guard let value = JournalMonth(year, month) else { fatalError("bad test month") }
    return value
}

/// The error lines of a journal text that must not load.
func errorLines(_ text: String, path: String = "bad.journal") -> [String] {
    switch Journal.parse(text, path: path) {
    case .success: return []
    case .failure(let failure): return failure.errors.map(\.description)
    }
}
