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
        let error = #expect(throws: UsageError.self) { try Options(parsing: arguments) }
        #expect(error?.message == message)
    }

    /// The same refusals in Korean, for a Korean session (`--lang ko` or a Korean locale).
    @Test(arguments: [
        (["--today", "2026-13-01"], "--today 2026-13-01: 13월은 없습니다. 달은 01부터 12까지입니다."),
        (["--today", "2026-02-29"], "--today 2026-02-29: 2026년 2월은 28일까지라 29일이 없습니다."),
        (["--today", "0000-01-01"], "--today 0000-01-01: 0000년은 없습니다. 연도는 0001부터 9999까지입니다."),
        (["--today=tomorrow"], #"--today에는 2026-11-29처럼 연-월-일(YYYY-MM-DD)로 씁니다(받은 값: "tomorrow")."#),
        (["--max", "2026/07"], #"--max에는 2026-11처럼 연-월(YYYY-MM)로 씁니다(받은 값: "2026/07")."#),
        (["--width", "wide"], #"--width에는 80처럼 열 수를 씁니다(받은 값: "wide")."#),
        (["--width", "5"], "--width 5: 너무 좁습니다. 10열부터 1000열까지 됩니다."),
        (["--width"], "--width 옵션에는 값이 필요합니다."),
        (["--style", "fancy"], #"--style에는 ascii, unicode 중 하나를 씁니다(받은 값: "fancy")."#),
        (["--bogus"], #""--bogus"는 알 수 없는 옵션입니다."#),
        (["--min", "2026-03", "--max", "2026-01"], "--min 2026-03이 --max 2026-01보다 뒤입니다."),
        (["-c", "next", "--script", "x"], "-c와 --script는 함께 쓸 수 없습니다."),
    ])
    func refusesABadValueInKorean(arguments: [String], message: String) {
        let error = #expect(throws: UsageError.self) { try Options(parsing: arguments) }
        #expect(error?.message(in: .korean) == message)
    }

    @Test func theLanguageIsKnownBeforeTheRestIsParsed() {
        #expect(Options.language(in: ["--lang", "ko", "--width", "5"]) == .korean)
        #expect(Options.language(in: ["--width", "5", "--lang=ko"]) == .korean)
        #expect(Options.language(in: ["--lang", "ko", "--lang", "en"]) == .english)
        #expect(Options.language(in: ["--lang", "xx"]) == nil)
        #expect(Options.language(in: ["--", "--lang", "ko"]) == nil)
        #expect(Options.language(in: ["--width"]) == nil)
    }
}
