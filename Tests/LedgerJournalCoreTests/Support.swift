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

/// hledger's JSON decimal (`decimalMantissa`, `decimalPlaces`) as an exact decimal of that many places;
/// `nil` for a mantissa that is not a whole number as written or places outside `0...255`.
func hledgerDecimal(mantissa: String, places: Int) -> ExactDecimal? {
    guard let whole = ExactDecimal(mantissa), whole.scale == 0, let unit = ExactDecimal(mantissa: 1, scale: places)
    else { return nil }
    return (whole * unit).rescaled(to: places)
}

func month(_ year: Int, _ month: Int) -> JournalMonth {
    guard let value = JournalMonth(year, month) else { fatalError("bad test month") }
    return value
}

/// Where a problem is and what it is: the typed form the tests compare.
struct Located: Equatable, CustomStringConvertible {
    let line: Int
    let column: Int
    let problem: JournalProblem

    init(_ line: Int, _ column: Int, _ problem: JournalProblem) {
        self.line = line
        self.column = column
        self.problem = problem
    }

    var description: String { "\(line):\(column) \(problem)" }
}

/// The errors of a journal text that must not load, typed, in file order.
func problems(_ text: String, path: String = "bad.journal", options: JournalOptions = testOptions) -> [Located] {
    switch Journal.parse(text, path: path, options: options) {
    case .success: return []
    case .failure(let failure): return failure.errors.map { Located($0.line, $0.column, $0.problem) }
    }
}

/// The warnings of a journal text that loads, typed.
func warnings(_ text: String, options: JournalOptions = testOptions) -> [Located] {
    switch Journal.parse(text, options: options) {
    case .success(let journal): return journal.warnings.map { Located($0.line, $0.column, $0.problem) }
    case .failure: return []
    }
}

/// The day the journal tests run on, so dates without a year are read the same every time.
let testToday = JournalDate(2026, 12, 1)!

/// Options with `testToday`.
let testOptions = JournalOptions(today: testToday)

/// Parses `text` with today known.
func load(_ text: String, options: JournalOptions = testOptions) throws -> Journal {
    try Journal.parse(text, options: options).get()
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
