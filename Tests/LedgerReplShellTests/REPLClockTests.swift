import LedgerJournalCore
import LedgerReplCore
import Testing

@testable import LedgerReplShell

#if canImport(Glibc)
    import Glibc
#endif

/// Dates handed out one per line, the last one kept: a clock a test moves.
final class SteppingClock: @unchecked Sendable {
    private var dates: [CalendarDate]

    init(_ dates: [CalendarDate]) { self.dates = dates }

    func now() -> CalendarDate { dates.count > 1 ? dates.removeFirst() : dates[0] }
}

/// A long session whose clock passes midnight at a month's end: the new month, like every month past
/// the journal's last entry, is selectable (a journal marks its months and fences none); `--max` still
/// wins.
@Suite struct REPLClockTests {
    static let journal = """
        2026-10-03 Rent
            expenses:rent  500
            assets:bank

        2026-11-28 Groceries
            expenses:food  40
            assets:bank

        """

    /// Runs `lines` through a batch session over the journal, started on `dates[0]`, the clock reading
    /// the next date before each line (the last one again when they run out); returns stdout and stderr.
    func run(_ lines: String, dates: [CalendarDate], last: YearMonth? = nil) throws -> (out: String, err: String) {
        let directory = try TemporaryDirectory()
        directory.write("household.journal", Array(Self.journal.utf8))
        let path = directory.path + "/household.journal"
        let (watch, journal) = try JournalWatch.load(paths: [path]).get()
        let today = dates[0]
        let bounds = MonthBounds(fencedBy: nil, last) ?? .all
        var session = Session(state: PickerState(selection: today.yearMonth, today: today, bounds: bounds))
        session.browse(journal)
        let outPath = directory.path + "/out"
        let errPath = directory.path + "/err"
        let outFD = open(outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let errFD = open(errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var configuration = REPL.Configuration(
            interactive: false, json: false, strict: false, render: RenderOptions(), fixedToday: false)
        let clock = SteppingClock(Array(dates.dropFirst()))
        configuration.clock = { clock.now() }
        let status = REPL(
            session: session, reader: PlainLineReader(text: lines), out: OutputWriter(fd: outFD),
            err: OutputWriter(fd: errFD, limit: 0), configuration: configuration, watch: watch
        ).run()
        close(outFD)
        close(errFD)
        _ = status
        return (directory.read("out"), directory.read("err"))
    }

    @Test func theNewMonthCanBeSelectedOnceTodayReachesIt() throws {
        let (out, err) = try run(
            "today\nnext\n",
            dates: [CalendarDate(2026, 11, 30)!, CalendarDate(2026, 11, 30)!, CalendarDate(2026, 12, 1)!])
        #expect(err == "")
        #expect(out.contains("Selected November 2026"))
        #expect(out.contains("Selected December 2026"))
    }

    @Test func monthsPastTheLastEntryAreSelectableBeforeTodayReachesThem() throws {
        let (out, err) = try run(
            "next month\n2027-01\n", dates: [CalendarDate(2026, 11, 30)!, CalendarDate(2026, 11, 30)!])
        #expect(err == "")
        #expect(out.contains("Selected December 2026"))
        #expect(out.contains("Selected January 2027"))
    }

    @Test func maxStillWinsOverTheNewMonth() throws {
        let (_, err) = try run(
            "today\n", dates: [CalendarDate(2026, 11, 30)!, CalendarDate(2026, 12, 1)!], last: YearMonth(2026, 11))
        #expect(err == "line 1: December 2026 is after the last month, November 2026\n")
    }
}
