import Foundation
import TestSupport
import Testing

@testable import LedgerJournalCore

/// The compatibility suite: one small journal per feature, in English and in Korean, read by
/// ledger-repl and by hledger 1.25 (`hledger -f FILE balance -M --flat -O json`, with `--auto` or
/// `--forecast` where the case says), and compared month by month, account by account, commodity by
/// commodity. The fixtures are in `Fixtures/Compatibility`, written for this suite (each says what it
/// exercises), and in `Fixtures/Compatibility/public`, journals published by other people (each case
/// names its source). Malformed journals must be refused by both, at the same line.
///
/// Runs when hledger is installed (`scripts/test` installs it). Today is the machine's date, as
/// hledger has no option to fix it: the year-less dates and the default forecast depend on it.
struct CompatibilityTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        var hledgerArguments: [String] = []
        var auto = false
        var forecast: ForecastPeriod?
        var testDescription: String { ([file] + hledgerArguments).joined(separator: " ") }
    }

    static let directory = Fixture.directory.appendingPathComponent("Compatibility")

    static let cases: [Case] = [
        Case(file: "assignments.journal"),
        Case(file: "잔액지정.journal"),
        Case(file: "assignment-order.journal"),
        Case(file: "잔액순서.journal"),
        Case(file: "long-decimals.journal"),
        Case(file: "inclusive-assertions.journal"),
        Case(file: "포함잔액.journal"),
        Case(file: "conversions.journal"),
        Case(file: "lots-and-costs.journal"),
        Case(file: "posting-dates.journal"),
        Case(file: "amounts.journal"),
        Case(file: "금액.journal"),
        Case(file: "directives.journal"),
        Case(file: "yearless.journal"),
        Case(file: "가계부.journal"),
        Case(file: "rules.journal"),
        Case(file: "rules.journal", hledgerArguments: ["--auto"], auto: true),
        Case(
            file: "rules.journal", hledgerArguments: ["--forecast=2024-01..2025-01"],
            forecast: .between(start: JournalDate(2024, 1, 1), end: JournalDate(2025, 1, 1))),
        Case(
            file: "rules.journal", hledgerArguments: ["--forecast=2024-01..2025-01", "--auto"], auto: true,
            forecast: .between(start: JournalDate(2024, 1, 1), end: JournalDate(2025, 1, 1))),
        Case(file: "rules.journal", hledgerArguments: ["--forecast"], forecast: .automatic),
        Case(file: "주기.journal", hledgerArguments: ["--forecast"], forecast: .automatic),
        Case(file: "주기.journal", hledgerArguments: ["--auto", "--forecast"], auto: true, forecast: .automatic),
        Case(
            file: "periods.journal", hledgerArguments: ["--forecast=2023-12..2025-03"],
            forecast: .between(start: JournalDate(2023, 12, 1), end: JournalDate(2025, 3, 1))),
        Case(file: "work.timeclock"),
        Case(file: "work.timedot"),
        Case(file: "styles.journal"),
        Case(file: "표기.journal"),
        // Public journals written by other people, kept as published (test data, source noted):
        // github.com/shlewislee/hlgo examples/example.journal @c1adae87 (KRW written `3,000.`, `@@` costs)
        Case(file: "public/hlgo-krw.journal"),
        // github.com/adept/hledger-sankey example.journal @b3aedd4a (tab-separated postings, `£ 1200.00`)
        Case(file: "public/hledger-sankey.journal"),
        // github.com/kfkonrad/hledger-x test.journal @28703b32, its [TRY] comment paragraphs left out
        // (`Y`, `alias` with `end aliases`, `apply account`, `payee`, `tag`)
        Case(file: "public/hledger-x.journal"),
        // github.com/simonmichael/hledger examples/budgeting/envelope-budget-manual-1.journal @211ae774, its
        // long comment lines left out (virtual postings of both kinds, assertions, `-$12.33`)
        Case(file: "public/envelope-budget.journal"),
        // github.com/adept/hledger-roi sample.journal @a5baa467 (balance assignments, tabs in headers)
        Case(file: "public/hledger-roi.journal"),
        // github.com/ShrykeWindgrace/hledger-directive-exploration main.journal @0e359cb6 (`D 0.00 EUR`)
        Case(file: "public/default-commodity.journal"),
        // github.com/qscgy5713/LedgerKit example.journal @00e9ea7d (Chinese descriptions)
        Case(file: "public/ledgerkit.journal"),
        // ledger's own test/input/standard.dat, whole (github.com/ledger/ledger, as in its 3.3.0 release;
        // BSD licence, John Wiegley): a portfolio with 30-place prices such as $53.6599999999999999998612221219
        // beside $100,000 amounts, whose totals need more than 38 digits at that scale
        Case(file: "public/ledger-standard.dat"),
        // github.com/adept/full-fledged-hledger 08-mortgage/2017.journal @23e1e4f1 and the files it includes
        // (export/2017-opening.journal @008396c3, import/lloyds/journal/99966633_20171223_1844.journal
        // @008396c3, export/2017-mortgage-interest.journal @036f7892): an assignment between assertions
        Case(file: "public/full-fledged-hledger/08-mortgage/2017.journal"),
        // github.com/adept/full-fledged-hledger 15-manual-lots/export/2017-all.journal @63f61180 and
        // 16-fetching-prices/export/2017-all.journal @d2939a7f: the tutorial's whole year as `hledger print`
        // writes it (its year files include generated imports the repository does not hold): assignments
        // between assertions on one day, virtual and unbalanced postings, a posting in $ beside £
        Case(file: "public/full-fledged-hledger/15-manual-lots/export/2017-all.journal"),
        Case(file: "public/full-fledged-hledger/16-fetching-prices/export/2017-all.journal"),
    ]

    /// Reads an included file named plainly (no glob) beside the including one.
    static let diskResolver: IncludeResolver = { pattern, including in
        let path = URL(fileURLWithPath: including).deletingLastPathComponent().appendingPathComponent(pattern).path
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(IncludeFailure(path: pattern, problem: .noMatch))
        }
        return .success([JournalSource(path: path, bytes: Array(data))])
    }

    static var today: JournalDate {
        let now = Date()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return JournalDate(parts.year ?? 2026, parts.month ?? 1, parts.day ?? 1) ?? testToday
    }

    @Test(.enabled(if: HledgerComparisonTests.hledger != nil), arguments: cases)
    func agreesWithHledgerMonthByMonth(_ example: Case) throws {
        let path = Self.directory.appendingPathComponent(example.file).path
        let source = JournalSource(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let options = JournalOptions(
            today: Self.today, appliesAutomatedPostings: example.auto, forecast: example.forecast)
        let journal = try Journal.load([source], includes: Self.diskResolver, options: options).get()
        let ours = Self.monthlyBalances(journal)
        let (theirs, precisions) = try Self.hledgerBalances(path, example.hledgerArguments)
        #expect(!theirs.isEmpty, "hledger reports nothing for \(example.file)")
        let differing = Set(ours.keys).union(theirs.keys).filter { key in
            guard ours[key] != theirs[key] else { return false }
            // hledger drops a total that rounds to zero at its display precision; ours keeps it exact.
            let commodity = String(key.split(separator: "|", omittingEmptySubsequences: false).last ?? "")
            if theirs[key] == nil, let value = ours[key], let places = precisions[commodity],
                value.rounded(toPlaces: places).isZero
            {
                return false
            }
            // hledger's JSON writes amounts rounded to ten decimal places (its CSV shows them whole).
            if let value = ours[key], let their = theirs[key], their.scale == 10,
                value.rounded(toPlaces: 10) == their
            {
                return false
            }
            return true
        }.sorted()
        #expect(
            differing.isEmpty,
            "\(differing.count) differ: \(differing.prefix(12).map { "\($0) ours \(ours[$0].map(String.init(describing:)) ?? "-") hledger \(theirs[$0].map(String.init(describing:)) ?? "-")" })"
        )
    }

    /// Every month/account/commodity total is written as hledger writes it with the style its JSON
    /// gives the amount (symbol side and space, digit groups and their sizes, decimal mark, at least
    /// its precision): the style inference agrees with hledger's.
    @Test(.enabled(if: HledgerComparisonTests.hledger != nil), arguments: cases)
    func writesEachTotalInHledgersStyle(_ example: Case) throws {
        let path = Self.directory.appendingPathComponent(example.file).path
        let source = JournalSource(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let options = JournalOptions(
            today: Self.today, appliesAutomatedPostings: example.auto, forecast: example.forecast)
        let journal = try Journal.load([source], includes: Self.diskResolver, options: options).get()
        let ours = Self.monthlyBalances(journal)
        let data = try HledgerComparisonTests.run(
            HledgerComparisonTests.hledger ?? "hledger",
            ["-f", path, "balance", "-M", "--flat", "-O", "json"] + example.hledgerArguments)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let dates = try #require(report["prDates"] as? [[Any]])
        let rows = try #require(report["prRows"] as? [[String: Any]])
        var checked = 0
        for row in rows {
            let account = try #require(row["prrName"] as? String)
            let columns = try #require(row["prrAmounts"] as? [[[String: Any]]])
            for (span, amounts) in zip(dates, columns) {
                let month = String((span.first as? String ?? "").prefix(7))
                for amount in amounts {
                    let commodity = try #require(amount["acommodity"] as? String)
                    guard let style = amount["astyle"] as? [String: Any],
                        let value = ours["\(month)|\(account)|\(commodity)"]
                    else { continue }
                    // A commodity whose decimal mark is in doubt (hledger shows 15 as `₩15,000`) is
                    // shown without the places the doubtful amounts imply.
                    let unambiguous = journal.style(of: commodity)?.unambiguousPrecision
                    #expect(
                        journal.format(value, commodity: commodity)
                            == Self.hledgerText(value, commodity: commodity, style: style, unambiguous: unambiguous),
                        "\(month) \(account) \(commodity)")
                    checked += 1
                }
            }
        }
        #expect(checked > 0)
    }

    /// `value` written in the amount style of hledger's JSON, with more decimal places than its
    /// precision when the exact value has them. With `unambiguous`, that many places replace the
    /// precision and three decimal places after a lone mark become four.
    static func hledgerText(
        _ value: ExactDecimal, commodity: String, style: [String: Any], unambiguous: Int? = nil
    ) -> String {
        var precision = (style["asprecision"] as? NSNumber)?.intValue ?? 0
        if let tagged = style["asprecision"] as? [String: Any] {
            precision = (tagged["contents"] as? NSNumber)?.intValue ?? 0
        }
        if let unambiguous { precision = unambiguous }
        var digits = value.magnitude.rounded(toPlaces: max(precision, value.normalized.scale))
        if digits.scale < precision, let wider = digits.rescaled(to: precision) { digits = wider }
        var (integer, fraction) = digits.digitParts
        if let groups = style["asdigitgroups"] as? [Any], let mark = groups.first as? String,
            let sizes = (groups.last as? [NSNumber])?.map(\.intValue), !sizes.isEmpty
        {
            var parts: [String] = []
            var rest = integer
            while rest.count > sizes[min(parts.count, sizes.count - 1)] {
                let size = sizes[min(parts.count, sizes.count - 1)]
                parts.append(String(rest.suffix(size)))
                rest = String(rest.dropLast(size))
            }
            parts.append(rest)
            integer = parts.reversed().joined(separator: mark)
        }
        if unambiguous != nil, fraction.count == 3, integer.allSatisfy(\.isNumber) { fraction += "0" }
        if !fraction.isEmpty { fraction = ((style["asdecimalpoint"] as? String) ?? ".") + fraction }
        let number = (value.signum < 0 ? "-" : "") + integer + fraction
        let quoted = commodity.contains { $0.isWhitespace || $0.isNumber || "-+.@*;\"{}=".contains($0) }
        let symbol = quoted ? "\"" + commodity + "\"" : commodity
        guard !symbol.isEmpty else { return number }
        let gap = (style["ascommodityspaced"] as? Bool) == true ? " " : ""
        return (style["ascommodityside"] as? String) == "L" ? symbol + gap + number : number + gap + symbol
    }

    /// Malformed journals: both refuse them, and on the same line. (The files are made here.)
    static let refused: [(name: String, text: String)] = [
        ("stray text", "2024-01-01 x\n    a  1\n    b\ngarbage line here\n"),
        ("indented header", "2024-01-01 x\n    a  1\n    b\n\n 2024-01-02 y\n    a  1\n    b\n"),
        ("two-digit year", "2024-01-01 x\n    a  1\n    b\n26-11-01 lunch\n    a  1\n    b\n"),
        ("month thirteen", "2024-13-01 x\n    a  1\n    b\n"),
        ("mixed separators", "2024/01-05 x\n    a  1\n    b\n"),
        ("bad posting date", "2024-01-01 x\n    a  1  ; date:2024-02-30\n    b\n"),
        ("text after amount", "2024-01-01 x\n    a  $1 foo\n    b\n"),
        ("ledger directive", "bucket Assets:Checking\n2024-01-01 x\n    a  1\n    b\n"),
        ("percent comment", "% a ledger comment\n2024-01-01 x\n    a  1\n    b\n"),
        ("unbalanced", "2024-01-01 x\n    a  $1\n    b  $-2\n"),
        ("failed assertion", "2024-01-01 x\n    a  $1 = $2\n    b\n"),
        // An assignment sets the balance at its place in the day: the assertion after it fails.
        (
            "assertion after a same-day assignment",
            "2024-01-01 a\n    a:p  100\n    v\n2024-01-05 b\n    a:p  = 102\n    v\n2024-01-05 c\n    a:p  -1 = 100\n    v\n"
        ),
        // An assignment written first but dated later comes after the earlier-dated entries.
        (
            "assertion before a later-dated assignment",
            "2024-02-01 a\n    a:p  = 50\n    v\n2024-01-01 b\n    a:p  100 = 50\n    v\n"
        ),
        // An assignment's transaction is applied on its own date, a posting's later date notwithstanding
        // (hledger 1.25 sorts it whole), so b is -4 on the 15th.
        (
            "assertion after an assignment with a later posting date",
            "2024-01-05 assign\n    a  = 5 USD\n    b  ; date: 2024-01-20\n2024-01-10 more\n    b  1 USD\n    e\n"
                + "2024-01-15 check\n    b  0 USD = 1 USD\n"
        ),
        ("bad account type", "account a  ; type: Q\n"),
        ("bad period", "~ every fortnight\n    a  1\n    b\n"),
        ("periodic off boundary", "~ weekly from 2024-01-03\n    a  1\n    b\n"),
        ("timeclock in a journal", "i 2024/01/01 09:00:00 a\no 2024/01/01 10:00:00\n"),
        ("year directive", "year 2024\n01-01 x\n    a  1\n    b\n"),
        ("잘못된 날짜", "2024-02-30 점심\n    지출:식비  ₩9000\n    자산:현금\n"),
        ("들여 쓴 날짜", "2024-01-01 점심\n    지출:식비  ₩9000\n    자산:현금\n\n  2024-01-02 저녁\n    지출:식비  ₩9000\n    자산:현금\n"),
    ]

    @Test(.enabled(if: HledgerComparisonTests.hledger != nil), arguments: refused.map(\.name))
    func refusesWhatHledgerRefusesOnTheSameLine(_ name: String) throws {
        let text = try #require(Self.refused.first { $0.name == name }).text
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "refused-\(getpid())-\(UUID()).journal")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let ours = try #require(
            Journal.parse(text, path: file.path, options: JournalOptions(today: Self.today)).failure,
            "ledger-repl loads what hledger should refuse")
        let hledgerLine = try Self.hledgerErrorLine(file.path)
        #expect(ours.errors.first?.line == hledgerLine, "\(ours.errors.first.map(String.init(describing:)) ?? "")")
    }

    /// Failed assertions in hledger's order of assignments: refused at hledger's line and column.
    @Test(
        .enabled(if: HledgerComparisonTests.hledger != nil),
        arguments: [
            "assertion after a same-day assignment", "assertion before a later-dated assignment",
            "assertion after an assignment with a later posting date",
        ])
    func refusesAnAssertionAtHledgersColumn(_ name: String) throws {
        let text = try #require(Self.refused.first { $0.name == name }).text
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "refused-\(getpid())-\(UUID()).journal")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let ours = try #require(
            Journal.parse(text, path: file.path, options: JournalOptions(today: Self.today)).failure)
        let data = try HledgerComparisonTests.run(
            "/bin/sh",
            ["-c", "\"$0\" -f \"$1\" balance 2>&1 >/dev/null", HledgerComparisonTests.hledger ?? "hledger", file.path])
        let message = String(decoding: data, as: UTF8.self)
        let expected = "(line \(ours.errors.first?.line ?? 0), column \(ours.errors.first?.column ?? 0))"
        #expect(message.contains(expected), "hledger: \(message.prefix(200)); ours: \(expected)")
    }

    // MARK: hledger

    /// "YYYY-MM|account|commodity" → amount, zeros left out.
    static func monthlyBalances(_ journal: Journal) -> [String: ExactDecimal] {
        var table: [String: ExactDecimal] = [:]
        for month in journal.monthsWithEntries {
            for (account, totals) in journal.balances(in: .month(month)) {
                for (commodity, amount) in totals where !amount.isZero {
                    table["\(month)|\(account)|\(commodity)"] = amount
                }
            }
        }
        return table
    }

    /// hledger's monthly balances and the display precision of each commodity it shows.
    static func hledgerBalances(_ path: String, _ arguments: [String]) throws -> (
        [String: ExactDecimal], [String: Int]
    ) {
        let data = try HledgerComparisonTests.run(
            HledgerComparisonTests.hledger ?? "hledger",
            ["-f", path, "balance", "-M", "--flat", "-O", "json"] + arguments)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let dates = try #require(report["prDates"] as? [[Any]])
        let rows = try #require(report["prRows"] as? [[String: Any]])
        var table: [String: ExactDecimal] = [:]
        var precisions: [String: Int] = [:]
        for row in rows {
            let account = try #require(row["prrName"] as? String)
            let columns = try #require(row["prrAmounts"] as? [[[String: Any]]])
            for (span, amounts) in zip(dates, columns) {
                let month = String((span.first as? String ?? "").prefix(7))
                for amount in amounts {
                    let commodity = try #require(amount["acommodity"] as? String)
                    let quantity = try #require(amount["aquantity"] as? [String: Any])
                    // The mantissa's digits as JSON wrote them (a whole number; hledger writes one too
                    // large for a double in exponent form, which this suite's fixtures avoid).
                    let mantissa = try #require((quantity["decimalMantissa"] as? NSNumber)?.stringValue)
                    let places = try #require((quantity["decimalPlaces"] as? NSNumber)?.intValue)
                    let value = try #require(hledgerDecimal(mantissa: mantissa, places: places), "mantissa \(mantissa)")
                    if let style = amount["astyle"] as? [String: Any] {
                        if let places = (style["asprecision"] as? NSNumber)?.intValue {
                            precisions[commodity] = places
                        } else if let tagged = style["asprecision"] as? [String: Any],
                            let places = (tagged["contents"] as? NSNumber)?.intValue
                        {
                            precisions[commodity] = places
                        }
                    }
                    let key = "\(month)|\(account)|\(commodity)"
                    let sum = try #require((table[key] ?? .zero).adding(value))
                    table[key] = sum.isZero ? nil : sum
                }
            }
        }
        return (table, precisions)
    }

    /// The line of hledger's first error for a journal it refuses (its `FILE:LINE:COLUMN:` or
    /// `(line N` or `(lines N-M)`).
    static func hledgerErrorLine(_ path: String) throws -> Int? {
        let result = try ChildProcess.run(
            HledgerComparisonTests.hledger ?? "/usr/bin/hledger", ["-f", path, "balance"])
        #expect(result.status != 0, "hledger accepts it")
        let text = String(decoding: result.errors, as: UTF8.self)
        if let range = text.range(of: path + ":") {
            return Int(text[range.upperBound...].prefix { $0.isNumber })
        }
        for marker in ["(line ", "(lines "] {
            if let range = text.range(of: marker) { return Int(text[range.upperBound...].prefix { $0.isNumber }) }
        }
        return nil
    }
}
