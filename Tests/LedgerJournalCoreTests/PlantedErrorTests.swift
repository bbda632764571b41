import Foundation
import Testing

@testable import LedgerJournalCore

/// Malformed lines planted into real journals, at lines picked by a seeded generator (the same every
/// run): each must be refused at its own line and column, whatever surrounds it.
struct PlantedErrorTests {
    /// A malformed line and where in it the error must be reported.
    struct Plant: Sendable {
        let text: String
        let column: Int
        let problem: JournalProblem
    }

    static let plants: [Plant] = [
        Plant(text: "garbage line here", column: 1, problem: .unexpectedLine),
        Plant(text: "잘못 들어간 줄", column: 1, problem: .unexpectedLine),
        Plant(text: " 2024-01-05 indented by one space", column: 2, problem: .unexpectedIndentation),
        Plant(text: "2024-13-01 month thirteen", column: 1, problem: .invalidDate(year: 2024, month: 13, day: 1)),
        Plant(text: "2023-02-29 not a leap year", column: 1, problem: .invalidDate(year: 2023, month: 2, day: 29)),
        Plant(text: "26-11-01 a two-digit year", column: 1, problem: .yearNeedsFourDigits),
        Plant(text: "2024/01-05 mixed separators", column: 1, problem: .mixedDateSeparators),
        Plant(text: "2024-01-05x no space", column: 11, problem: .unexpectedText(after: .date)),
        Plant(text: "% a ledger comment", column: 1, problem: .ledgerOnlyComment),
        Plant(text: "define x=1", column: 1, problem: .unsupportedDirective("define")),
    ]

    static let journals = [
        "household.journal", "forms.journal", "costs.journal", "euro.journal", "assertions.journal",
        "Compatibility/가계부.journal", "Compatibility/directives.journal", "Compatibility/rules.journal",
        "Compatibility/lots-and-costs.journal", "Compatibility/posting-dates.journal",
    ]

    /// A small deterministic generator (SplitMix64), so the planted lines are the same every run.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: journals)
    func refusesEveryPlantedLineAtItsPosition(_ name: String) throws {
        let original = try String(contentsOf: Fixture.directory.appendingPathComponent(name), encoding: .utf8)
        #expect(problems(original).isEmpty, "\(name) must load before anything is planted")
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var generator = Seeded(state: UInt64(name.utf8.count) &* 1_000_003)
        for plant in Self.plants {
            for _ in 0..<4 {
                // Plant at a line that starts a transaction or a directive, or after a blank line:
                // at the top level, where the line is read on its own.
                let candidates = lines.indices.filter { index in
                    index == 0 || lines[index - 1].trimmingCharacters(in: .whitespaces).isEmpty
                        || !(lines[index].first?.isWhitespace ?? true)
                }
                guard let at = candidates.randomElement(using: &generator) else { continue }
                var planted = lines
                planted.insert(plant.text, at: at)
                // A comment block swallows what is planted in it (hledger reads it as comment too).
                if Self.isInsideCommentBlock(planted, at) { continue }
                let text = planted.joined(separator: "\n") + "\n"
                let found = problems(text, path: name)
                // An indented line under a directive is reported as that directive's (a warning under
                // `account`, whose indented lines hledger ignores; an error under any other).
                let underDirective =
                    found.contains { $0.line == at + 1 && $0.column == plant.column }
                    || warnings(text).contains { $0.line == at + 1 && $0.problem == .ignoredAccountSubdirective }
                #expect(
                    found.contains(Located(at + 1, plant.column, plant.problem))
                        || (plant.problem == .unexpectedIndentation && underDirective),
                    "\(name): \(plant.text) at line \(at + 1): \(found.prefix(3))")
            }
        }
    }

    static func isInsideCommentBlock(_ lines: [String], _ index: Int) -> Bool {
        var inside = false
        for line in lines[..<index] {
            if line == "comment" { inside = true } else if line.hasPrefix("end comment") { inside = false }
        }
        return inside
    }
}
