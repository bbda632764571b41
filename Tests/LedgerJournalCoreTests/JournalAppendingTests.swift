import Foundation
import Testing

@testable import LedgerJournalCore

/// A journal grown by bytes appended to its last file (`Journal.appending(_:toFile:)`) is the journal a
/// whole reading of the longer file gives, field for field; where that cannot be told from the end of
/// the file, it says so (`nil`) and the caller reads the whole journal again.
struct JournalAppendingTests {
    /// A journal text, the options it is read with, and the bytes appended after it.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let journal: String
        let appended: [String]
        var options = JournalOptions(today: JournalDate(2026, 11, 20))
        var testDescription: String { name }
    }

    static let household = """
        account assets:checking
        account expenses:food  ; type: X
        commodity ₩1,000
        P 2026-01-01 $ ₩1,300

        ~ monthly  budget
            expenses:food  ₩300,000
            assets:checking

        2026-01-03 * Rent
            expenses:rent  ₩800,000
            assets:checking

        2026-01-04 Coffee
            expenses:food:coffee  $4.50
            liabilities:card
            assets:checking  = ₩-800,000

        2026-02-01 Swap
            assets:dollars  $10.00 @ ₩1,300
            assets:checking

        """

    static let cases: [Case] = [
        Case(
            name: "household, same month, then a new month and a new account",
            journal: household,
            appended: [
                "\n2026-02-03 편의점\n    expenses:food  ₩4,000\n    assets:checking\n",
                "\n2026-03-01 Bus\n    expenses:transport  ₩1,500\n    assets:cash  ₩-1,500\n",
            ]),
        Case(
            name: "directives in force at the end: Y, D, apply account, alias, decimal-mark",
            journal: """
                Y 2026
                D 1.000,00 EUR
                decimal-mark ,
                alias food = expenses:food
                apply account home

                01/05 Bakery
                    food  3,50
                    cash

                """,
            appended: ["\n01/06 Market\n    food  12,25\n    cash\n", "01/06 Later\n    food  1,00 EUR\n    cash\n"]),
        Case(
            name: "the shipped English example",
            journal: (try? String(contentsOfFile: exampleJournal("household-en.journal"), encoding: .utf8)) ?? "",
            appended: ["\n2026-12-02 Corner store\n    expenses:food:groceries  $12.00\n    assets:cash\n"]),
        Case(
            name: "the shipped Korean example",
            journal: (try? String(contentsOfFile: exampleJournal("household-ko.journal"), encoding: .utf8)) ?? "",
            appended: ["\n2026-12-02 편의점\n    지출:식비  3,000원\n    자산:현금\n"]),
        Case(
            name: "a code, a comment, an empty description",
            journal: "2026-01-01 (1) Start  ; first\n    assets:cash  $100.00\n    equity\n",
            appended: [
                "\n2026-01-02 (7) Fare  ; note: bus\n    expenses:transport  $2.50\n    assets:cash\n",
                "\n2026-01-03\n    expenses:misc  $1.00\n    assets:cash\n",
            ]),
        Case(
            name: "a comment and a new commodity",
            journal: "2026-01-01 Start\n    assets:cash  $100.00\n    equity\n",
            appended: ["\n; noted\n2026-01-02 Fare\n    expenses:transport  5 BUS\n    assets:tickets\n"]),
    ]

    static func exampleJournal(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/" + name).path
    }

    @Test(arguments: cases)
    func growingEqualsReadingTheLongerFile(_ example: Case) throws {
        var text = example.journal
        var journal = try Journal.parse(text, path: "/j", options: example.options).get()
        for bytes in example.appended {
            let grown = try #require(journal.appending(Array(bytes.utf8), toFile: "/j"))
            text += bytes
            let read = try Journal.parse(text, path: "/j", options: example.options).get()
            Self.expectSame(Self.fields(of: grown), Self.fields(of: read))
            // Month summaries hold dictionaries, whose order of keys is no part of their value.
            #expect(grown.months.summaries == read.months.summaries)
            journal = grown
        }
    }

    /// Growing in place (the journal its records' one owner) and growing a shared journal (copied,
    /// the other holder left as it was) give the same journal as reading the longer file.
    @Test(arguments: cases)
    func growingInPlaceEqualsReadingTheLongerFile(_ example: Case) throws {
        var text = example.journal
        var journal = try Journal.parse(text, path: "/j", options: example.options).get()
        for bytes in example.appended {
            let before = journal
            let shared = Self.fields(of: before)
            let grewShared = journal.append(Array(bytes.utf8), toFile: "/j")
            #expect(grewShared)
            #expect(Self.fields(of: before) == shared, "the other holder sees no change")
            var alone = consume before
            // `alone` is now the one owner: it grows where it is.
            let storage = ObjectIdentifier(alone.storage)
            let grew = alone.append(Array(bytes.utf8), toFile: "/j")
            #expect(grew)
            #expect(ObjectIdentifier(alone.storage) == storage, "grown in place")
            text += bytes
            let read = try Journal.parse(text, path: "/j", options: example.options).get()
            Self.expectSame(Self.fields(of: alone), Self.fields(of: read))
            #expect(alone.months.summaries == read.months.summaries)
            journal = alone
        }
    }

    /// Bytes that cannot be read on from the end alone.
    @Test(arguments: [
        ("dated before the last day", "\n2025-12-31 Early\n    expenses:food  ₩1\n    assets:checking\n"),
        ("a directive", "\ncommodity $1,000.000\n"),
        ("a price", "P 2026-03-01 $ ₩1,400\n"),
        ("more decimal places than the style", "\n2026-03-01 X\n    expenses:food  $1.005\n    assets:checking\n"),
        ("a balance assertion", "\n2026-03-01 X\n    expenses:food  ₩1\n    assets:checking  = ₩0\n"),
        (
            "a posting with its own date",
            "\n2026-03-01 X\n    expenses:food  ₩1  ; date: 2026-03-05\n    assets:checking\n"
        ),
        ("an unbalanced entry", "\n2026-03-01 X\n    expenses:food  ₩1\n    assets:checking  ₩1\n"),
        ("an indented first line", "    expenses:food  ₩1\n"),
        ("an open comment block", "\ncomment\n2026-03-01 X\n"),
    ])
    func refusesWhatTheEndCannotTell(_ reason: String, _ bytes: String) throws {
        let journal = try Journal.parse(
            Self.household, path: "/j", options: JournalOptions(today: JournalDate(2026, 11, 20))
        ).get()
        #expect(journal.appending(Array(bytes.utf8), toFile: "/j") == nil, "\(reason)")
    }

    @Test func refusesOtherFilesAndOptions() throws {
        let entry = Array("\n2026-03-01 X\n    expenses:food  ₩1\n    assets:checking\n".utf8)
        let plain = try Journal.parse(Self.household, path: "/j").get()
        #expect(plain.appending(entry, toFile: "/other") == nil)
        #expect(plain.appending(entry, toFile: "/j") != nil)
        let auto = try Journal.parse(
            Self.household, path: "/j", options: JournalOptions(appliesAutomatedPostings: true)
        ).get()
        #expect(auto.appending(entry, toFile: "/j") == nil)
        let two = try Journal.load([
            JournalSource(path: "/j", text: Self.household), JournalSource(path: "/k", text: "; nothing\n"),
        ]).get()
        #expect(two.appending(entry, toFile: "/j") == nil)
        #expect(two.appending(entry, toFile: "/k") != nil)
        let included = try Journal.parse(
            Self.household + "include /k\n", path: "/j",
            includes: { _, _ in .success([JournalSource(path: "/k", text: "; nothing\n")]) }
        ).get()
        #expect(included.appending(entry, toFile: "/j") == nil)
        #expect(included.appending(entry, toFile: "/k") == nil)
    }

    /// Records, for each field that differs, its number and the first line where it does.
    static func expectSame(_ grown: [String], _ read: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(grown.count == read.count, sourceLocation: sourceLocation)
        for (number, (mine, theirs)) in zip(grown, read).enumerated() where mine != theirs {
            let a = mine.split(separator: "\n", omittingEmptySubsequences: false)
            let b = theirs.split(separator: "\n", omittingEmptySubsequences: false)
            let line = Array(zip(a, b)).firstIndex { $0 != $1 } ?? min(a.count, b.count)
            let context = { (lines: [Substring]) in
                lines[max(0, line - 3)..<min(lines.count, line + 2)].joined(separator: "\n")
            }
            Issue.record(
                "field \(number), line \(line): grown\n\(context(a))\nread\n\(context(b))",
                sourceLocation: sourceLocation)
        }
    }

    /// Every stored field of `journal` and its month index's months, written out (dictionaries by key,
    /// so the order a table happens to hold them in does not count).
    static func fields(of journal: Journal) -> [String] {
        let storage = journal.storage
        func text(_ value: some Any) -> String {
            var out = ""
            dump(value, to: &out)
            return out
        }
        var fields = [
            text(storage.files.map { ($0.path, $0.bytes, $0.format) }), text(storage.accountNames),
            text(storage.accountTypes), text(storage.accountTypeCodes), text(storage.commoditySymbols),
            text(storage.commodityStyles), text(storage.commodityScales), text(storage.transactions),
            text(storage.postings), text(storage.wideQuantities), text(storage.wideCommodities), text(storage.costs),
            text(storage.assertions), text(storage.prices), text(storage.monthKeys), text(storage.monthStarts),
            text(storage.datedPostings), text(storage.datedPostingDates), text(storage.datedOnlyMonthKeys),
            text(storage.periodicRules), text(storage.warnings), text(storage.endScopes),
            text(storage.commoditySuggestions), text(storage.accountPositions.sorted { $0.key < $1.key }),
            text(storage.payees), text(storage.descriptions),
            text(journal.months.summaries.keys.sorted()), text(journal.months.isComplete),
        ]
        if let end = storage.end {
            fields += [
                text(end.file), text(end.scope), text(end.lines), text(end.options),
                text((0..<Int32(end.accounts.count)).map { end.accounts.string($0) }),
                text((0..<Int32(end.commodities.count)).map { end.commodities.string($0) }),
                text(end.commodityInfo), text(end.declaredTypes.sorted { $0.key < $1.key }), text(end.magnitudes),
            ]
        } else {
            fields.append("no end")
        }
        return fields
    }
}
