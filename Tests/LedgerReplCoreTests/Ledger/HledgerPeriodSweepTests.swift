import Foundation
import LedgerJournalCore
import TestSupport
import Testing

@testable import LedgerReplCore

/// Every kind of period a household names, swept over generated day journals
/// (``HouseholdJournal/dailyText(_:seed:)``: three seeds, Korean and English, two commodities, postings
/// with their own dates, monthly budgets) and asked through the real reader (`CommandParser` then
/// `Journal.answer`, as a session asks, with today fixed), each figure held to `hledger` 1.25's own for
/// the same days and subject. hledger is run a few times per journal, not once per question: one
/// `balance -D -O json` gives every day, one `-W` every ISO week (Monday first), one `-M` every month,
/// one `-Q` every quarter; a run of days is the sum of hledger's columns for its days. Each test names
/// the hledger command its figures come from. A question about fewer days than a month must answer
/// exactly those days, never the month around them. Runs when hledger is installed.
@Suite struct HledgerPeriodSweepTests {
    static let hledger = ExampleJournalFixture.hledger
    static let seeds: [UInt64] = [11, 23, 37]

    // MARK: - Subjects

    /// What a question is about, as each language says it and as hledger queries it.
    enum Subject: CaseIterable, Sendable {
        case spending, income, food, payee

        /// The hledger query.
        func query(_ kind: HouseholdJournal.Kind) -> [String] {
            switch (self, kind) {
            case (.spending, .korean): ["^지출"]
            case (.spending, .english): ["^expenses"]
            case (.income, .korean): ["^수입"]
            case (.income, .english): ["^income"]
            case (.food, .korean): ["^지출:식비"]
            case (.food, .english): ["^expenses:food"]
            case (.payee, .korean): ["^지출", "desc:스타벅스"]
            case (.payee, .english): ["^expenses", "desc:starbucks"]
            }
        }

        /// hledger shows income negative; answers show it earned.
        var flipsSign: Bool { self == .income }

        /// The question about `period` (its words as said in the question's language), the payee
        /// named as the journal writes it.
        func question(_ period: String, _ language: Language, payee: String = "스타벅스") -> String {
            switch (self, language) {
            case (.spending, .korean): "\(period) 지출"
            case (.spending, .english): "how much did I spend \(period)"
            case (.income, .korean): "\(period) 수입"
            case (.income, .english): "income \(period)"
            case (.food, .korean): "\(period) 식비 얼마"
            case (.food, .english): "food \(period)"
            case (.payee, .korean): "\(period) \(payee)에서 얼마 썼어"
            case (.payee, .english): "how much at \(payee) \(period)"
            }
        }
    }

    // MARK: - hledger's figures, batched

    /// A day journal written to a file, loaded, with hledger's figures for every day, week, month and
    /// quarter of each subject.
    final class Sweep: @unchecked Sendable {
        let kind: HouseholdJournal.Kind
        let seed: UInt64
        let fixture: ExampleJournalFixture
        /// `hledger balance -D -O json -b FIRST -e AFTER QUERY` over the journal's span: each day's total.
        var days: [Subject: [CalendarDate: CommodityTotals]] = [:]
        /// `hledger balance -W …`: each ISO week's total, by its Monday.
        var weeks: [Subject: [CalendarDate: CommodityTotals]] = [:]
        /// `hledger balance -M …`: each month's total.
        var months: [Subject: [YearMonth: CommodityTotals]] = [:]
        /// `hledger balance -Q …`: each quarter's total, by its first month.
        var quarters: [Subject: [YearMonth: CommodityTotals]] = [:]
        /// `hledger register -O csv QUERY`: each posting's transaction number and date (its own date
        /// when it has one).
        var postings: [Subject: [(transaction: Int, date: CalendarDate)]] = [:]

        /// The first day of hledger's reports and the day after their last.
        let span: (String, String)
        /// Whether the journal was written for the sweep (and its file is removed after).
        let isGenerated: Bool

        /// The day journal of `kind` made from `seed`.
        convenience init(_ kind: HouseholdJournal.Kind, seed: UInt64) throws {
            try self.init(
                kind: kind, seed: seed,
                fixture: ExampleJournalFixture(text: HouseholdJournal.dailyText(kind, seed: seed)),
                span: ("2023-12-01", "2025-01-01"), isGenerated: true)
        }

        /// The shipped example journal (`examples/household-ko.journal`, `household-en.journal`).
        convenience init(example: ExampleJournalFixture.Kind) throws {
            try self.init(
                kind: example == .korean ? .korean : .english, seed: 0, fixture: ExampleJournalFixture(example),
                span: ("2025-07-01", "2026-12-03"), isGenerated: false)
        }

        init(
            kind: HouseholdJournal.Kind, seed: UInt64, fixture: ExampleJournalFixture, span: (String, String),
            isGenerated: Bool
        ) throws {
            self.kind = kind
            self.seed = seed
            self.fixture = fixture
            self.span = span
            self.isGenerated = isGenerated
            for interval in ["-D", "-W", "-M", "-Q"] {
                // One run of every account's row (`--flat`) for spending, income and food, one for the payee.
                let rows = try self.rows([interval, "--flat"])
                var table: [Subject: [CalendarDate: CommodityTotals]] = [:]
                for subject in [Subject.spending, .income, .food] {
                    let root = try #require(subject.query(kind).first?.dropFirst())
                    var sums: [CalendarDate: CommodityTotals] = [:]
                    for (name, columns) in rows where name == root || name.hasPrefix(root + ":") {
                        for (start, amounts) in columns {
                            for (commodity, amount) in amounts {
                                let signed = subject.flipsSign ? amount.negated() ?? amount : amount
                                sums[start, default: [:]][commodity] =
                                    (sums[start]?[commodity] ?? .zero).adding(signed) ?? signed
                            }
                        }
                    }
                    table[subject] = sums.mapValues { $0.filter { !$0.value.isZero } }
                }
                table[.payee] = try columns([interval] + Subject.payee.query(kind), flip: false)
                for (subject, sums) in table {
                    switch interval {
                    case "-D": days[subject] = sums
                    case "-W": weeks[subject] = sums
                    case "-M": months[subject] = sums.reduce(into: [:]) { $0[$1.key.yearMonth] = $1.value }
                    default: quarters[subject] = sums.reduce(into: [:]) { $0[$1.key.yearMonth] = $1.value }
                    }
                }
            }
            // `hledger register -O csv`: "txnidx","date","code","description","account","amount","total".
            let csv = String(
                decoding: try ExampleJournalFixture.run(["-f", fixture.path, "register", "-O", "csv"]), as: UTF8.self)
            var every: [(transaction: Int, date: CalendarDate, description: String, account: String)] = []
            for line in csv.split(separator: "\n").dropFirst() {
                let fields = line.dropFirst().dropLast().components(separatedBy: "\",\"")
                try #require(fields.count == 7, "\(line)")
                every.append((try #require(Int(fields[0])), try #require(Self.date(fields[1])), fields[3], fields[4]))
            }
            for subject in Subject.allCases {
                let query = subject.query(kind)
                let root = String(query[0].dropFirst())
                let payee = query.count > 1 ? String(query[1].dropFirst(5)) : nil
                postings[subject] = every.filter { row in
                    (row.account == root || row.account.hasPrefix(root + ":"))
                        && (payee.map { row.description.lowercased().contains($0) } ?? true)
                }.map { ($0.transaction, $0.date) }
            }
        }

        /// The rows of `hledger balance ARGUMENTS -O json` over the journal's span: account → each
        /// column's first day → amounts.
        func rows(_ arguments: [String]) throws -> [String: [CalendarDate: CommodityTotals]] {
            let report = try self.report(arguments)
            let dates = try #require(report["prDates"] as? [[String]]).map { try #require(Self.date($0[0])) }
            var table: [String: [CalendarDate: CommodityTotals]] = [:]
            for row in try #require(report["prRows"] as? [[String: Any]]) {
                let name = try #require(row["prrName"] as? String)
                let amounts = try #require(row["prrAmounts"] as? [[[String: Any]]])
                for (start, cell) in zip(dates, amounts) {
                    table[name, default: [:]][start] = try ExampleJournalFixture.totals(of: cell)
                }
            }
            return table
        }

        func report(_ arguments: [String]) throws -> [String: Any] {
            let data = try ExampleJournalFixture.run(
                ["-f", fixture.path, "balance", "-O", "json", "-b", span.0, "-e", span.1] + arguments)
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }

        /// The columns of `hledger balance ARGUMENTS -O json` over the journal's span, by each column's
        /// first day: the total row's amounts.
        func columns(_ arguments: [String], flip: Bool) throws -> [CalendarDate: CommodityTotals] {
            let report = try self.report(arguments)
            let dates = try #require(report["prDates"] as? [[String]])
            let totals = try #require((report["prTotals"] as? [String: Any])?["prrAmounts"] as? [[[String: Any]]])
            var table: [CalendarDate: CommodityTotals] = [:]
            for (span, amounts) in zip(dates, totals) {
                let sum = try ExampleJournalFixture.totals(of: amounts)
                table[try #require(Self.date(span[0]))] = flip ? sum.compactMapValues { $0.negated() } : sum
            }
            return table
        }

        static func date(_ text: String) -> CalendarDate? {
            let parts = text.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3 else { return nil }
            return CalendarDate(parts[0], parts[1], parts[2])
        }

        /// The sum of hledger's daily figures for `subject` from `first` through `last`.
        func total(_ subject: Subject, from first: CalendarDate, through last: CalendarDate) -> CommodityTotals {
            var sum: CommodityTotals = [:]
            var day = first
            while day <= last {
                for (commodity, amount) in days[subject]?[day] ?? [:] {
                    sum[commodity] = (sum[commodity] ?? .zero).adding(amount) ?? amount
                }
                guard let next = day.adding(days: 1) else { break }
                day = next
            }
            return sum.filter { !$0.value.isZero }
        }

        /// How many transactions hledger's `register` lists for `subject` with a posting dated from
        /// `first` through `last`.
        func count(_ subject: Subject, from first: CalendarDate, through last: CalendarDate) -> Int {
            Set((postings[subject] ?? []).filter { $0.date >= first && $0.date <= last }.map(\.transaction)).count
        }

        /// The answer to `line` asked on `today` (its month selected), as a session asks it.
        func answer(_ line: String, today: CalendarDate) throws -> Answer {
            let context = ParseContext(today: today, screenYear: today.year, names: fixture.names)
            let command = try CommandParser(context: context).parse(line)
            guard case .question(let question) = command else {
                Issue.record("\(line) is not a question: \(command)")
                throw CancellationError()
            }
            return try fixture.journal.answer(
                question, selected: today.yearMonth, today: today.yearMonth, asOf: today, names: fixture.names)
        }

        /// `subject`'s question about `period` in `language`, the payee as this journal writes it.
        func line(_ subject: Subject, _ period: String, _ language: Language) -> String {
            subject.question(period, language, payee: kind == .korean ? "스타벅스" : "starbucks")
        }

        /// Whether `line` asked on `today` is refused by the reader.
        func isRefused(_ line: String, today: CalendarDate) -> Bool {
            let context = ParseContext(today: today, screenYear: today.year, names: fixture.names)
            return (try? CommandParser(context: context).parse(line)) == nil
        }

        deinit { if isGenerated { try? FileManager.default.removeItem(atPath: fixture.path) } }
    }

    /// The sweeps, made once per journal and shared by the tests (hledger runs nine times for each).
    static let sweeps = Cache()

    /// The sweep of a shipped example journal, made once.
    static let examples = ExampleCache()

    final class ExampleCache: @unchecked Sendable {
        private let lock = NSLock()
        private var made: [ExampleJournalFixture.Kind: Sweep] = [:]

        func callAsFunction(_ kind: ExampleJournalFixture.Kind) throws -> Sweep {
            lock.lock()
            defer { lock.unlock() }
            if let sweep = made[kind] { return sweep }
            let sweep = try Sweep(example: kind)
            made[kind] = sweep
            return sweep
        }
    }

    final class Cache: @unchecked Sendable {
        /// One lock per journal, so journals are made side by side and each only once.
        private final class Slot: @unchecked Sendable {
            let lock = NSLock()
            var sweep: Sweep?
        }
        private let lock = NSLock()
        private var slots: [String: Slot] = [:]

        func callAsFunction(_ kind: HouseholdJournal.Kind, _ seed: UInt64) throws -> Sweep {
            lock.lock()
            let slot = slots["\(kind)\(seed)"] ?? Slot()
            slots["\(kind)\(seed)"] = slot
            lock.unlock()
            slot.lock.lock()
            defer { slot.lock.unlock() }
            if let sweep = slot.sweep { return sweep }
            let sweep = try Sweep(kind, seed: seed)
            slot.sweep = sweep
            return sweep
        }
    }

    struct Household: CustomTestStringConvertible, Sendable {
        let kind: HouseholdJournal.Kind
        let seed: UInt64
        var testDescription: String { "\(kind) seed \(seed)" }
    }

    static let everyJournal = [HouseholdJournal.Kind.korean, .english].flatMap { kind in
        seeds.map { Household(kind: kind, seed: $0) }
    }

    static let englishMonths = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]

    /// Checks that `answer` covers exactly `first` through `last` and that its figure is `expected`; a
    /// period shorter than its month must be `.days`, never the month.
    static func expect(
        _ answer: Answer, _ first: CalendarDate, _ last: CalendarDate, _ expected: CommodityTotals, _ line: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            answer.period.firstDay == first && answer.period.lastDay == last,
            "\(line): period \(answer.period), asked \(first)…\(last)", sourceLocation: sourceLocation)
        if last.dayNumber - first.dayNumber + 1 < first.yearMonth.dayCount {
            #expect(
                answer.period.isDays, "\(line): fewer days than a month answered as \(answer.period)",
                sourceLocation: sourceLocation)
        }
        #expect(answer.totals == expected, "\(line) (\(first)…\(last))", sourceLocation: sourceLocation)
    }
}

// MARK: - Days

extension HledgerPeriodSweepTests {
    /// Every day from 1 October to 20 November 2024 (two seeds), today being 20 November, named by its date
    /// (`11월 3일`, `11/3`, `november 3`), as yesterday the day after (`어제`, `yesterday`) and three days
    /// before (`3일 전`, `3 days ago`) for spending, and by its date for income, food and the payee:
    /// hledger's `balance -D` column for the day; and
    /// every Friday as `지난 금요일` / `last friday` asked each day of the week after.
    @Test(.enabled(if: hledger != nil), arguments: everyJournal.filter { $0.seed != seeds.last })
    func everyDayIsHledgersDailyColumn(_ household: Household) throws {
        let sweep = try Self.sweeps(household.kind, household.seed)
        let today = day(2024, 11, 20)
        var date = day(2024, 10, 1)
        while date <= today {
            let monthName = Self.englishMonths[date.month - 1]
            for subject in Subject.allCases {
                let expected = sweep.total(subject, from: date, through: date)
                let asked: [(String, CalendarDate)] = [
                    (sweep.line(subject, "\(date.month)월 \(date.day)일", .korean), today),
                    (sweep.line(subject, "\(date.month)/\(date.day)", .korean), today),
                    (sweep.line(subject, "어제", .korean), try #require(date.adding(days: 1))),
                    (sweep.line(subject, "3일 전", .korean), try #require(date.adding(days: 3))),
                    (sweep.line(subject, "on \(monthName) \(date.day)", .english), today),
                    (sweep.line(subject, "on \(date.month)/\(date.day)", .english), today),
                    (sweep.line(subject, "yesterday", .english), try #require(date.adding(days: 1))),
                    (sweep.line(subject, "3 days ago", .english), try #require(date.adding(days: 3))),
                ]
                // Every phrasing of spending; the other subjects by the date in each language.
                for (line, asOf) in subject == .spending ? asked : [asked[0], asked[4]] {
                    Self.expect(try sweep.answer(line, today: asOf), date, date, expected, "\(line) on \(asOf)")
                }
            }
            if date.weekday == 5 {
                for after in 1...7 {
                    let asOf = try #require(date.adding(days: after))
                    for (line, subject) in [("지난 금요일 지출", Subject.spending), ("spent last friday", .spending)] {
                        Self.expect(
                            try sweep.answer(line, today: asOf), date, date,
                            sweep.total(subject, from: date, through: date),
                            "\(line) on \(asOf)")
                    }
                }
            }
            date = try #require(date.adding(days: 1))
        }
    }
}

// MARK: - Weeks

extension HledgerPeriodSweepTests {
    /// Every ISO week of 2024 up to today's (Monday first, as hledger's `-W`; two seeds, the day
    /// sweep's other two): `이번 주` / `this week` asked on its Sunday and, cut at today, on its
    /// Wednesday; `지난주` / `last week` asked the Wednesday after; `2주 전` / `2 weeks ago` asked a day of
    /// the week after next; of spending and the payee (and last week of every subject), and how many
    /// times at the payee (`몇 번`, `how many times`): hledger's `balance -W` column, the sum of its `-D`
    /// columns for a week so far, and the transactions `hledger register` lists.
    @Test(.enabled(if: hledger != nil), arguments: everyJournal.filter { $0.seed != seeds.first })
    func everyWeekIsHledgersWeeklyColumn(_ household: Household) throws {
        let sweep = try Self.sweeps(household.kind, household.seed)
        let payee = household.kind == .korean ? "스타벅스" : "starbucks"
        var monday = day(2024, 1, 1)
        var index = 0
        while monday <= day(2024, 11, 18) {
            let sunday = try #require(monday.adding(days: 6))
            let wednesday = try #require(monday.adding(days: 2))
            let after = try #require(monday.adding(days: 9))
            let later = try #require(monday.adding(days: 14 + index % 7))
            for subject in Subject.allCases {
                let week = sweep.weeks[subject]?[monday] ?? [:]
                #expect(week == sweep.total(subject, from: monday, through: sunday), "hledger -W and -D agree")
                var asked: [(String, CalendarDate)] = [
                    (sweep.line(subject, "지난주", .korean), after), (sweep.line(subject, "last week", .english), after),
                ]
                if subject == .spending || subject == .payee {
                    asked += [
                        (sweep.line(subject, "이번 주", .korean), sunday),
                        (sweep.line(subject, "this week", .english), sunday),
                        (sweep.line(subject, "2주 전", .korean), later),
                        (sweep.line(subject, "2 weeks ago", .english), later),
                    ]
                }
                for (line, asOf) in asked {
                    Self.expect(try sweep.answer(line, today: asOf), monday, sunday, week, "\(line) on \(asOf)")
                }
                if subject == .spending || subject == .payee {
                    let soFar = sweep.total(subject, from: monday, through: wednesday)
                    for line in [sweep.line(subject, "이번 주", .korean), sweep.line(subject, "this week", .english)] {
                        let answer = try sweep.answer(line, today: wednesday)
                        Self.expect(answer, monday, wednesday, soFar, "\(line) on \(wednesday)")
                        #expect(answer.isSoFar, "\(line) on \(wednesday) is so far")
                    }
                }
            }
            let count = sweep.count(.payee, from: monday, through: sunday)
            for line in ["지난주 \(payee) 몇 번 갔어", "how many times at \(payee) last week"] {
                let answer = try sweep.answer(line, today: after)
                #expect(answer.entryCount == count, "\(line) on \(after): hledger register lists \(count)")
                #expect(answer.period == .days(monday, sunday), "\(line) on \(after)")
            }
            monday = try #require(monday.adding(days: 7))
            index += 1
        }
    }

    /// The weeks of each month (`11월 첫째 주` … `마지막 주`, `the first week of november` … `the last
    /// week`) are the ISO weeks whose Thursday is the month's first … last Thursday: hledger's `balance
    /// -W` column of that week.
    @Test(.enabled(if: hledger != nil), arguments: everyJournal)
    func weeksOfAMonthAreHledgersWeeks(_ household: Household) throws {
        let sweep = try Self.sweeps(household.kind, household.seed)
        let today = day(2024, 12, 31)
        let ordinals = [("첫째", "first"), ("둘째", "second"), ("셋째", "third"), ("넷째", "fourth")]
        for month in 1...12 {
            var thursdays: [CalendarDate] = []
            for date in 1...YearMonth(uncheckedYear: 2024, month: month).dayCount {
                let day = day(2024, month, date)
                if day.weekday == 4 { thursdays.append(day) }
            }
            var weeks: [(String, String, CalendarDate)] = zip(ordinals, thursdays).map { ($0.0, $0.1, $1) }
            weeks.append(("마지막", "last", try #require(thursdays.last)))
            for (korean, english, thursday) in weeks {
                let (monday, sunday) = (try #require(thursday.adding(days: -3)), try #require(thursday.adding(days: 3)))
                let expected = sweep.weeks[.spending]?[monday] ?? [:]
                for line in [
                    "\(month)월 \(korean) 주 지출",
                    "how much did I spend in the \(english) week of \(Self.englishMonths[month - 1])",
                ] {
                    Self.expect(try sweep.answer(line, today: today), monday, sunday, expected, line)
                }
            }
        }
    }
}

// MARK: - Months, quarters, halves, years

extension HledgerPeriodSweepTests {
    /// Every month of 2024 (`3월`, `in march`), every quarter (`2분기`, `Q2`), both halves (`상반기`,
    /// `H1`) and the year (`올해`, `this year`), and last year (`작년`, `last year`: its one month), asked
    /// on 20 November 2024 and on 31 December 2024: hledger's `balance -M` and `-Q` columns (a half the
    /// sum of its quarters); a period running past today is cut at today, the sum of hledger's `-D`
    /// columns from its first day through today, and says so.
    @Test(.enabled(if: hledger != nil), arguments: everyJournal)
    func monthsQuartersHalvesAndYearsAreHledgersColumns(_ household: Household) throws {
        let sweep = try Self.sweeps(household.kind, household.seed)
        for today in [day(2024, 11, 20), day(2024, 12, 31)] {
            /// The figure hledger gives for `first`…`last`, cut at today, and whether it was cut.
            func expected(_ subject: Subject, _ first: CalendarDate, _ last: CalendarDate, whole: CommodityTotals)
                -> (CalendarDate, CommodityTotals, Bool)
            {
                guard first <= today, today < last else { return (last, whole, false) }
                return (today, sweep.total(subject, from: first, through: today), true)
            }
            func check(
                _ line: String, _ subject: Subject, _ first: CalendarDate, _ last: CalendarDate,
                _ whole: CommodityTotals
            ) throws {
                let (end, figure, cut) = expected(subject, first, last, whole: whole)
                let answer = try sweep.answer(line, today: today)
                Self.expect(answer, first, end, figure, "\(line) on \(today)")
                #expect(answer.isSoFar == cut, "\(line) on \(today): so far")
            }
            for subject in Subject.allCases {
                for month in 1...12 {
                    let ym = YearMonth(uncheckedYear: 2024, month: month)
                    let (first, last) = (day(2024, month, 1), day(2024, month, ym.dayCount))
                    let whole = sweep.months[subject]?[ym] ?? [:]
                    try check(sweep.line(subject, "\(month)월", .korean), subject, first, last, whole)
                    try check(
                        sweep.line(subject, "in \(Self.englishMonths[month - 1])", .english), subject, first, last,
                        whole)
                }
                guard subject == .spending || subject == .food else { continue }
                var halves: [CommodityTotals] = [[:], [:]]
                for quarter in 1...4 {
                    let ym = YearMonth(uncheckedYear: 2024, month: quarter * 3 - 2)
                    let end = YearMonth(uncheckedYear: 2024, month: quarter * 3)
                    let (first, last) = (day(2024, ym.month, 1), day(2024, end.month, end.dayCount))
                    let whole = sweep.quarters[subject]?[ym] ?? [:]
                    for (commodity, amount) in whole {
                        halves[(quarter - 1) / 2][commodity] =
                            (halves[(quarter - 1) / 2][commodity] ?? .zero).adding(amount) ?? amount
                    }
                    try check(sweep.line(subject, "\(quarter)분기", .korean), subject, first, last, whole)
                    try check(sweep.line(subject, "in Q\(quarter)", .english), subject, first, last, whole)
                }
                for (index, (korean, english)) in [("상반기", "in H1"), ("하반기", "in H2")].enumerated() {
                    let (first, last) =
                        index == 0 ? (day(2024, 1, 1), day(2024, 6, 30)) : (day(2024, 7, 1), day(2024, 12, 31))
                    try check(sweep.line(subject, korean, .korean), subject, first, last, halves[index])
                    try check(sweep.line(subject, english, .english), subject, first, last, halves[index])
                }
                let year = halves[0].merging(halves[1]) { $0.adding($1) ?? $0 }.filter { !$0.value.isZero }
                try check(sweep.line(subject, "올해", .korean), subject, day(2024, 1, 1), day(2024, 12, 31), year)
                try check(sweep.line(subject, "this year", .english), subject, day(2024, 1, 1), day(2024, 12, 31), year)
                let lastYear = sweep.months[subject]?[YearMonth(uncheckedYear: 2023, month: 12)] ?? [:]
                for line in [sweep.line(subject, "작년", .korean), sweep.line(subject, "last year", .english)] {
                    let answer = try sweep.answer(line, today: today)
                    #expect(answer.period == .year(2023), "\(line)")
                    #expect(answer.totals == lastYear, "\(line): hledger balance -p 2023")
                }
            }
        }
    }
}

// MARK: - Runs and open ends

extension HledgerPeriodSweepTests {
    /// Runs of days and open ends, today being 20 November 2024: `최근 N일` / `last N days` for N from 1
    /// to 45, `최근 N주` / `past N weeks` for N from 1 to 8 (the 7N days up to today), `부터` / `since`
    /// a day (to today), seven-day runs across a month's end (`10월 28일부터 11월 3일까지`, `from october
    /// 28 to november 3`), each the sum of hledger's `balance -D` columns for its days (as `hledger
    /// balance -b FIRST -e DAY-AFTER-LAST`, checked for a few). `까지` / `until` a day alone counts from
    /// the first of that day's month (the answer says so: `5월 1일~20일`), where hledger's `-e` alone
    /// counts from the journal's first entry: held to `hledger balance -b MONTH-START -e DAY-AFTER`.
    @Test(.enabled(if: hledger != nil), arguments: everyJournal)
    func runsAndOpenEndsAreHledgersDays(_ household: Household) throws {
        let sweep = try Self.sweeps(household.kind, household.seed)
        let today = day(2024, 11, 20)
        var asked: [(String, CalendarDate, CalendarDate)] = []
        for count in 1...45 {
            let first = try #require(today.adding(days: 1 - count))
            asked += [
                ("최근 \(count)일 지출", first, today), ("how much did I spend in the last \(count) days", first, today),
            ]
        }
        for count in 1...8 {
            let first = try #require(today.adding(days: 1 - 7 * count))
            asked += [
                ("최근 \(count)주 지출", first, today), ("how much did I spend in the past \(count) weeks", first, today),
            ]
        }
        var first = day(2024, 9, 20)
        while first <= day(2024, 11, 10) {
            let last = try #require(first.adding(days: 6))
            let (from, to) = (Self.englishMonths[first.month - 1], Self.englishMonths[last.month - 1])
            asked += [
                ("\(first.month)월 \(first.day)일부터 지출", first, today),
                ("how much did I spend since \(from) \(first.day)", first, today),
                ("since \(first) spending", first, today),
                ("\(first.month)월 \(first.day)일부터 \(last.month)월 \(last.day)일까지 지출", first, last),
                ("how much did I spend from \(from) \(first.day) to \(to) \(last.day)", first, last),
                ("\(first.month)월 \(first.day)일까지 지출", day(2024, first.month, 1), first),
                ("how much did I spend until \(from) \(first.day)", day(2024, first.month, 1), first),
            ]
            first = try #require(first.adding(days: 3))
        }
        for (line, first, last) in asked {
            Self.expect(
                try sweep.answer(line, today: today), first, last, sweep.total(.spending, from: first, through: last),
                line)
        }
        // hledger's own span for a few, against the sum of its days.
        for (first, last) in [(day(2024, 10, 28), day(2024, 11, 3)), (day(2024, 3, 10), today)] {
            let data = try ExampleJournalFixture.run(
                [
                    "-f", sweep.fixture.path, "balance", "-O", "json", "-b", first.description, "-e",
                    try #require(last.adding(days: 1)).description,
                ] + Subject.spending.query(household.kind))
            let report = try #require(try JSONSerialization.jsonObject(with: data) as? [Any])
            let totals = try ExampleJournalFixture.totals(of: try #require(report.last as? [[String: Any]]))
            #expect(totals == sweep.total(.spending, from: first, through: last))
        }
    }
}

// MARK: - Measures

extension HledgerPeriodSweepTests {
    /// The digits each commodity is shown with (`₩` none, `$` and `€` cents).
    static func places(_ commodity: String) -> Int { commodity == "₩" ? 0 : 2 }

    /// Averages per day, per week and per month: each month of 2024 to October per day (`3월 하루 평균
    /// 지출`, `average spending per day in march`), the past four weeks asked on every Sunday from October
    /// per week (`최근 4주 주 평균 지출`), each quarter to the third and the first half per month (`2분기
    /// 월평균 지출`, `average monthly spending in Q2`): hledger's `balance -D -A`, `-W -A` and `-M -A`
    /// average columns (their sums over the columns, rounded half to even; one checked against hledger's
    /// own column); and the savings rate of each month (`3월 저축률`, `savings rate in march`): income
    /// less spending over income from hledger's `balance -M`, to one decimal place, none when they are in
    /// more than one commodity.
    @Test(.enabled(if: hledger != nil), arguments: everyJournal)
    func averagesAndRatesAreHledgers(_ household: Household) throws {
        let sweep = try Self.sweeps(household.kind, household.seed)
        func rounded(_ totals: CommodityTotals, times: Int = 1, over divisor: Int) -> CommodityTotals {
            totals.reduce(into: [:]) { result, pair in
                result[pair.key] = (pair.value * ExactDecimal(times)).divided(
                    by: ExactDecimal(divisor), toPlaces: Self.places(pair.key), .halfEven)
            }
        }
        let today = day(2024, 11, 20)
        var rated = 0
        for month in 1...10 {
            let ym = YearMonth(uncheckedYear: 2024, month: month)
            let spent = sweep.months[.spending]?[ym] ?? [:]
            let expected = rounded(spent, over: ym.dayCount)
            for line in ["\(month)월 하루 평균 지출", "average spending per day in \(Self.englishMonths[month - 1])"] {
                #expect(
                    try sweep.answer(line, today: today).totals == expected,
                    "\(line): hledger balance -D -A -p 2024-\(month)")
            }
            if month == 3 {
                let data = try ExampleJournalFixture.run(
                    ["-f", sweep.fixture.path, "balance", "-D", "-A", "-O", "json", "-p", "2024-03"]
                        + Subject.spending.query(household.kind))
                let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                let average = try #require((report["prTotals"] as? [String: Any])?["prrAverage"] as? [[String: Any]])
                #expect(rounded(try ExampleJournalFixture.totals(of: average), over: 1) == expected)
            }
            let income = sweep.months[.income]?[ym] ?? [:]
            let commodities = Set(income.keys).union(spent.keys)
            var rate: ExactDecimal?
            if commodities.count == 1, let commodity = commodities.first, let earned = income[commodity],
                earned.signum > 0
            {
                rate =
                    ((earned - (spent[commodity] ?? .zero)) * ExactDecimal(100)).divided(
                        by: earned, toPlaces: 1, .halfAwayFromZero)?.normalized
                rated += 1
            }
            for line in ["\(month)월 저축률", "savings rate in \(Self.englishMonths[month - 1])"] {
                #expect(
                    try sweep.answer(line, today: today).rate == rate, "\(line): hledger balance -M income and spending"
                )
            }
        }
        #expect(rated > 0, "some month has a savings rate of one commodity")
        var sunday = day(2024, 10, 6)
        while sunday <= day(2024, 11, 17) {
            var weeks: CommodityTotals = [:]
            for back in 0..<4 {
                let monday = try #require(sunday.adding(days: -6 - 7 * back))
                for (commodity, amount) in sweep.weeks[.spending]?[monday] ?? [:] {
                    weeks[commodity] = (weeks[commodity] ?? .zero).adding(amount) ?? amount
                }
            }
            let expected = rounded(weeks.filter { !$0.value.isZero }, over: 4)
            for line in ["최근 4주 주 평균 지출", "average spending per week in the past 4 weeks"] {
                let answer = try sweep.answer(line, today: sunday)
                #expect(answer.totals == expected, "\(line) on \(sunday): hledger balance -W -A")
                #expect(answer.period.dayCount == 28 && answer.period.isDays, "\(line) on \(sunday)")
            }
            sunday = try #require(sunday.adding(days: 7))
        }
        var half: CommodityTotals = [:]
        for quarter in 1...3 {
            let totals = sweep.quarters[.spending]?[YearMonth(uncheckedYear: 2024, month: quarter * 3 - 2)] ?? [:]
            if quarter <= 2 {
                for (commodity, amount) in totals {
                    half[commodity] = (half[commodity] ?? .zero).adding(amount) ?? amount
                }
            }
            for line in ["\(quarter)분기 월평균 지출", "average monthly spending in Q\(quarter)"] {
                #expect(
                    try sweep.answer(line, today: today).totals == rounded(totals, over: 3),
                    "\(line): hledger balance -M -A")
            }
        }
        for line in ["상반기 월평균 지출", "average monthly spending in H1"] {
            #expect(
                try sweep.answer(line, today: today).totals == rounded(half.filter { !$0.value.isZero }, over: 6),
                "\(line)")
        }
    }

    /// What is counted by the month is never answered for fewer days: a budget, a monthly average or a
    /// trend of a day, a week or a run of days is refused, saying why (`"지난주"는 달 단위가 아닌데`).
    @Test(.enabled(if: hledger != nil), arguments: [HouseholdJournal.Kind.korean, .english])
    func monthlyMeasuresOfFewerDaysAreRefused(_ kind: HouseholdJournal.Kind) throws {
        let sweep = try Self.sweeps(kind, Self.seeds[0])
        for period in [
            "어제", "오늘", "11월 3일", "지난 금요일", "이번 주", "지난주", "2주 전", "11월 첫째 주", "최근 10일", "최근 2주", "11월 5일부터",
        ] {
            for line in ["\(period) 예산", "\(period) 식비 예산 얼마 남았어", "\(period) 월평균 지출", "\(period) 지출 추이"] {
                #expect(sweep.isRefused(line, today: day(2024, 11, 20)), "\(line)")
            }
        }
        for period in ["yesterday", "today", "on 11/3", "last friday", "this week", "last week", "in the last 10 days"]
        {
            for line in ["budget \(period)", "food budget \(period)", "spending trend \(period)"] {
                #expect(sweep.isRefused(line, today: day(2024, 11, 20)), "\(line)")
            }
        }
    }
}

// MARK: - Budgets and rankings

extension HledgerPeriodSweepTests {
    /// hledger's `balance --budget ARGUMENTS -O json` over 2024, column by column: each column's first
    /// day → the budgeted expense accounts' lines and the top expense account's goal.
    static func budgets(_ sweep: Sweep, _ arguments: [String]) throws -> [CalendarDate: ([BudgetLine], CommodityTotals)]
    {
        let expenses = String(try #require(Subject.spending.query(sweep.kind).first).dropFirst())
        let data = try ExampleJournalFixture.run(
            ["-f", sweep.fixture.path, "balance", "--budget", "-O", "json", "-b", "2024-01-01", "-e", "2025-01-01"]
                + arguments)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let dates = try #require(report["prDates"] as? [[String]]).map { try #require(Sweep.date($0[0])) }
        var table: [CalendarDate: ([BudgetLine], CommodityTotals)] = [:]
        for (column, start) in dates.enumerated() {
            var lines: [BudgetLine] = []
            var goal: CommodityTotals = [:]
            for row in try #require(report["prRows"] as? [[String: Any]]) {
                let name = try #require(row["prrName"] as? String)
                let cell = try #require((row["prrAmounts"] as? [[Any]])?[column])
                let actual = try ExampleJournalFixture.totals(of: cell.first as? [[String: Any]] ?? [])
                let budget = try ExampleJournalFixture.totals(of: cell.last as? [[String: Any]] ?? [])
                if name == expenses { goal = budget }
                guard name.hasPrefix(expenses + ":"), !budget.isEmpty else { continue }
                var left = budget
                for (commodity, amount) in actual { left[commodity] = (left[commodity] ?? .zero).subtracting(amount) }
                lines.append(
                    BudgetLine(account: name, budget: budget, actual: actual, left: left.filter { !$0.value.isZero }))
            }
            table[start] = (lines, goal)
        }
        return table
    }

    /// The budget of every month of 2024 (`3월 예산`, `budget in march`) and every quarter (`2분기 예산`,
    /// `budget in Q2`), the journal's budget changing in July (`~ monthly from 2024-07-01`): hledger's
    /// `balance --budget -M` and `-Q` columns, line by line, and the whole budget its goal for the
    /// expense accounts.
    @Test(.enabled(if: hledger != nil), arguments: everyJournal)
    func budgetsAreHledgersBudgetColumns(_ household: Household) throws {
        let sweep = try Self.sweeps(household.kind, household.seed)
        let today = day(2024, 12, 31)
        let months = try Self.budgets(sweep, ["-M"])
        for month in 1...12 {
            let (lines, goal) = try #require(months[day(2024, month, 1)])
            for line in ["\(month)월 예산", "budget in \(Self.englishMonths[month - 1])"] {
                let answer = try sweep.answer(line, today: today)
                #expect(answer.budget == lines, "\(line): hledger balance --budget -M")
                #expect(answer.budgetTotal.budget == goal, "\(line): the whole budget")
            }
        }
        let quarters = try Self.budgets(sweep, ["-Q"])
        for quarter in 1...4 {
            let (lines, goal) = try #require(quarters[day(2024, quarter * 3 - 2, 1)])
            for line in ["\(quarter)분기 예산", "budget in Q\(quarter)"] {
                let answer = try sweep.answer(line, today: today)
                #expect(answer.budget == lines, "\(line): hledger balance --budget -Q")
                #expect(answer.budgetTotal.budget == goal, "\(line): the whole budget")
            }
        }
    }

    /// Rankings of each month of 2024 to October, asked on 20 November: the day (`3월 제일 많이 쓴 날`,
    /// `which day did I spend the most in march`) from hledger's `balance -D`, the payee (`3월 제일 많이
    /// 쓴 가게`, `top stores in march`) from `balance --pivot payee -M`, the category (`3월 가장 많이 쓴
    /// 곳`, `top expenses in march`) from `balance --flat -M`; the week of each quarter to the third
    /// (`3분기 제일 많이 쓴 주`), each week cut to the quarter, from `balance -D`; the month of the year,
    /// asked on 31 December (`올해 제일 많이 쓴 달`), from `balance -M`; and the times at the payee each
    /// month (`3월 스타벅스 몇 번 갔어`) from `register`. Ranked in the journal's main commodity (`₩`,
    /// `$`), as the answer says.
    @Test(.enabled(if: hledger != nil), arguments: everyJournal)
    func rankingsAreHledgersLargest(_ household: Household) throws {
        let sweep = try Self.sweeps(household.kind, household.seed)
        let main = household.kind == .korean ? "₩" : "$"
        let payee = household.kind == .korean ? "스타벅스" : "starbucks"
        let today = day(2024, 11, 20)
        let expenses = Subject.spending.query(household.kind)
        func largest<Key>(_ table: [Key: CommodityTotals]) -> (Key, ExactDecimal)? {
            table.compactMap { key, totals in totals[main].map { (key, $0) } }.max { $0.1 < $1.1 }
        }
        let payees = try sweep.rows(["-M", "--pivot", "payee"] + expenses)
        let accounts = try sweep.rows(["-M", "--flat"] + expenses)
        for month in 1...10 {
            let ym = YearMonth(uncheckedYear: 2024, month: month)
            let name = Self.englishMonths[month - 1]
            var days: [CalendarDate: CommodityTotals] = [:]
            for date in 1...ym.dayCount {
                days[day(2024, month, date)] = sweep.days[.spending]?[day(2024, month, date)]
            }
            let (top, amount) = try #require(largest(days))
            for line in ["\(month)월 제일 많이 쓴 날", "which day did I spend the most in \(name)"] {
                let first = try #require(try sweep.answer(line, today: today).groups.first, "\(line)")
                #expect(first.period == .days(top, top) && first.totals[main] == amount, "\(line): hledger balance -D")
            }
            let start = day(2024, month, 1)
            let (store, spent) = try #require(largest(payees.compactMapValues { $0[start] }))
            for line in ["\(month)월 제일 많이 쓴 가게", "top stores in \(name)"] {
                let first = try #require(try sweep.answer(line, today: today).groups.first, "\(line)")
                #expect(first.name == store && first.totals[main] == spent, "\(line): hledger balance --pivot payee -M")
            }
            let (account, most) = try #require(largest(accounts.compactMapValues { $0[start] }))
            for line in ["\(month)월 가장 많이 쓴 곳", "top expenses in \(name)"] {
                let first = try #require(try sweep.answer(line, today: today).ranking.first, "\(line)")
                #expect(first.account == account && first.totals[main] == most, "\(line): hledger balance --flat -M")
            }
            let count = sweep.count(.payee, from: start, through: day(2024, month, ym.dayCount))
            for line in ["\(month)월 \(payee) 몇 번 갔어", "how many times at \(payee) in \(name)"] {
                #expect(try sweep.answer(line, today: today).entryCount == count, "\(line): hledger register")
            }
        }
        for quarter in 1...3 {
            let (first, last) = (
                day(2024, quarter * 3 - 2, 1),
                day(2024, quarter * 3, YearMonth(uncheckedYear: 2024, month: quarter * 3).dayCount)
            )
            var weeks: [CalendarDate: CommodityTotals] = [:]
            var monday = try #require(first.adding(days: -((first.weekday + 6) % 7)))
            while monday <= last {
                let from = max(monday, first)
                let to = min(try #require(monday.adding(days: 6)), last)
                weeks[from] = sweep.total(.spending, from: from, through: to)
                monday = try #require(monday.adding(days: 7))
            }
            let (top, amount) = try #require(largest(weeks))
            for line in ["\(quarter)분기 제일 많이 쓴 주", "which week did I spend the most in Q\(quarter)"] {
                let row = try #require(try sweep.answer(line, today: today).groups.first, "\(line)")
                #expect(
                    row.period?.firstDay == top && row.totals[main] == amount,
                    "\(line): hledger balance -D, weeks cut to the quarter")
            }
        }
        var months: [YearMonth: CommodityTotals] = [:]
        for month in 1...12 {
            months[YearMonth(uncheckedYear: 2024, month: month)] =
                sweep.months[.spending]?[YearMonth(uncheckedYear: 2024, month: month)]
        }
        let (top, amount) = try #require(largest(months))
        for line in ["올해 제일 많이 쓴 달", "which month did we spend the most this year"] {
            let row = try #require(try sweep.answer(line, today: day(2024, 12, 31)).groups.first, "\(line)")
            #expect(row.period == .month(top) && row.totals[main] == amount, "\(line): hledger balance -M")
        }
    }
}

// MARK: - The example journals

extension HledgerPeriodSweepTests {
    /// The shipped household journals (`examples/household-ko.journal`, `household-en.journal`), today
    /// Friday 20 November 2026: every day of October and November to today by its date (`11월 3일`,
    /// `november 3`), every ISO week of 2026 to today's as last week asked the Wednesday after (`지난주`,
    /// `last week`), this week so far, and every month of 2026 to October, of each subject: hledger's
    /// `balance -D`, `-W` and `-M` columns.
    @Test(.enabled(if: hledger != nil), arguments: [ExampleJournalFixture.Kind.korean, .english])
    func exampleJournalsAreHledgersDaysWeeksAndMonths(_ kind: ExampleJournalFixture.Kind) throws {
        let sweep = try Self.examples(kind)
        let today = day(2026, 11, 20)
        for subject in Subject.allCases {
            var date = day(2026, 10, 1)
            while date <= today {
                let expected = sweep.total(subject, from: date, through: date)
                for line in [
                    sweep.line(subject, "\(date.month)월 \(date.day)일", .korean),
                    sweep.line(subject, "on \(Self.englishMonths[date.month - 1]) \(date.day)", .english),
                ] {
                    Self.expect(try sweep.answer(line, today: today), date, date, expected, line)
                }
                date = try #require(date.adding(days: 1))
            }
            var monday = day(2026, 1, 5)
            while monday <= day(2026, 11, 9) {
                let sunday = try #require(monday.adding(days: 6))
                let after = try #require(monday.adding(days: 9))
                let week = sweep.weeks[subject]?[monday] ?? [:]
                for line in [sweep.line(subject, "지난주", .korean), sweep.line(subject, "last week", .english)] {
                    Self.expect(try sweep.answer(line, today: after), monday, sunday, week, "\(line) on \(after)")
                }
                monday = try #require(monday.adding(days: 7))
            }
            let soFar = sweep.total(subject, from: day(2026, 11, 16), through: today)
            for line in [sweep.line(subject, "이번 주", .korean), sweep.line(subject, "this week", .english)] {
                Self.expect(try sweep.answer(line, today: today), day(2026, 11, 16), today, soFar, line)
            }
            for month in 1...10 {
                let ym = YearMonth(uncheckedYear: 2026, month: month)
                let whole = sweep.months[subject]?[ym] ?? [:]
                for line in [
                    sweep.line(subject, "\(month)월", .korean),
                    sweep.line(subject, "in \(Self.englishMonths[month - 1])", .english),
                ] {
                    Self.expect(
                        try sweep.answer(line, today: today), day(2026, month, 1), day(2026, month, ym.dayCount), whole,
                        line)
                }
            }
        }
    }
}
