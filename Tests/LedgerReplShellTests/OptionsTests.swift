import LedgerReplCore
import Testing

@testable import LedgerReplShell

/// The command line: every value read as given, and every bad value refused with a message that names
/// what is wrong with it.
@Suite struct OptionsTests {
    @Test func readsTodayMonthsAndWidth() throws {
        let options = try Options(parsing: [
            "--today", "2024-02-29", "--month=2024-07", "--min", "0001-01", "--max", "9999-12", "--width", "60",
        ])
        #expect(options.today == CalendarDate(2024, 2, 29))
        #expect(options.month == YearMonth(2024, 7))
        #expect(options.first == YearMonth(1, 1))
        #expect(options.last == YearMonth(9999, 12))
        #expect(options.width == 60)
    }

    @Test func widthIsUnsetUnlessGiven() throws {
        #expect(try Options(parsing: []).width == nil)
        #expect(try Options(parsing: ["--width=10"]).width == 10)
        #expect(try Options(parsing: ["--width=1000"]).width == 1000)
    }

    @Test(arguments: [
        (["--today", "2026-13-01"], "--today 2026-13-01: there is no month 13; months run from 01 to 12"),
        (["--today", "2026-00-10"], "--today 2026-00-10: there is no month 0; months run from 01 to 12"),
        (["--today", "2026-02-29"], "--today 2026-02-29: 2026-02 has 28 days, so there is no day 29"),
        (["--today", "2026-04-31"], "--today 2026-04-31: 2026-04 has 30 days, so there is no day 31"),
        (["--today", "2026-01-00"], "--today 2026-01-00: 2026-01 has 31 days, so there is no day 00"),
        (["--today", "0000-01-01"], "--today 0000-01-01: there is no year 0000; years run from 0001 to 9999"),
        (["--today", "2026-1-5"], #"--today wants YYYY-MM-DD, such as 2026-11-29, not "2026-1-5""#),
        (["--today=tomorrow"], #"--today wants YYYY-MM-DD, such as 2026-11-29, not "tomorrow""#),
        (["--month", "2026-13"], "--month 2026-13: there is no month 13; months run from 01 to 12"),
        (["--min", "0000-05"], "--min 0000-05: there is no year 0000; years run from 0001 to 9999"),
        (["--max", "2026/07"], #"--max wants YYYY-MM, such as 2026-11, not "2026/07""#),
        (["--width", "wide"], #"--width wants a number of columns, such as 80, not "wide""#),
        (["--width", "-5"], #"--width wants a number of columns, such as 80, not "-5""#),
        (["--width", "9"], "--width 9 is too narrow: it takes 10 to 1000 columns"),
        (["--width", "1001"], "--width 1001 is too wide: it takes 10 to 1000 columns"),
        (
            ["--width", "99999999999999999999"],
            #"--width wants a number of columns, such as 80, not "99999999999999999999""#
        ),
        (["--width"], "option --width needs a value"),
        (["--today", "\u{1B}[2J"], #"--today wants YYYY-MM-DD, such as 2026-11-29, not "\x1B[2J""#),
    ])
    func refusesABadValueNamingWhatIsWrong(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message)) { try Options(parsing: arguments) }
    }
}
