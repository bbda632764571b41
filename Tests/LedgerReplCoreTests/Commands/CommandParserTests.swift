import Testing

@testable import LedgerReplCore

@Suite struct CommandParserTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        let command: Command
        var testDescription: String { input }
    }

    static func go(_ year: Int, _ month: Int) -> YearMonth { YearMonth(year, month) ?? .earliest }

    @Test(arguments: [
        Case(input: "open", command: .picker(.open)),
        Case(input: "close", command: .picker(.close)),
        Case(input: "esc", command: .picker(.close)),
        Case(input: "<", command: .picker(.step(by: -1))),
        Case(input: ">", command: .picker(.step(by: 1))),
        Case(input: "next", command: .picker(.step(by: 1))),
        Case(input: "prev", command: .picker(.step(by: -1))),
        Case(input: "previous", command: .picker(.step(by: -1))),
        Case(input: "다음", command: .picker(.step(by: 1))),
        Case(input: "이전", command: .picker(.step(by: -1))),
        Case(input: "3<", command: .picker(.step(by: -3))),
        Case(input: "> 3", command: .picker(.step(by: 3))),
        Case(input: "next 3", command: .picker(.step(by: 3))),
        Case(input: "<<", command: .picker(.leap(by: -1))),
        Case(input: ">>", command: .picker(.leap(by: 1))),
        Case(input: "2>>", command: .picker(.leap(by: 2))),
        Case(input: "left", command: .picker(.moveFocus(.left))),
        Case(input: "end", command: .picker(.moveFocus(.end))),
        Case(input: "home", command: .picker(.moveFocus(.home))),
        Case(input: "enter", command: .picker(.choose)),
        Case(input: "undo", command: .undo),
        Case(input: "help", command: .help(.overview)),
        Case(input: "help next month", command: .help(HelpTopic(reading: "next month"))),
        Case(input: "history", command: .history),
        Case(input: "quit", command: .quit),
        Case(input: "q", command: .quit),
        Case(input: "종료", command: .quit),
    ])
    func commandWordsWorkAsBefore(_ row: Case) throws {
        #expect(try parseLine(row.input) == row.command)
    }

    @Test(arguments: ["today", "this month", "now", "오늘", "이번 달"])
    func todayIsAFixedPhrase(_ input: String) throws {
        guard case .picker(.go(let reading)) = try parseLine(input) else {
            Issue.record("\(input) is not a phrase")
            return
        }
        #expect(reading.destination == .month(Self.go(2026, 11)))
        #expect(reading.anchor == .today)
    }

    @Test func explainReadsThePhraseWithoutActingOnIt() throws {
        guard case .explain(let reading) = try parseLine("explain next march") else {
            Issue.record("not an explain")
            return
        }
        #expect(reading.destination == .month(Self.go(2027, 3)))
        #expect(reading.anchor == .today)
        #expect(reading.tokens == ["\"next march\" → the first March after today's month"])
    }

    @Test func koreanExplainShowsEachPartAndTheScreenYear() throws {
        guard case .explain(let reading) = try parseLine("설명 3월로 이동") else {
            Issue.record("not an explain")
            return
        }
        #expect(reading.destination == .month(Self.go(2025, 3)))
        #expect(reading.anchor == .screen)
        #expect(reading.tokens == ["\"3월\" → month 3", "year → the year on screen, 2025"])
    }

    @Test func explainTokensNameEveryPart() throws {
        let reading = try readPhrase("march of last year")
        #expect(reading.tokens == ["\"march\" → month 3", "\"last year\" → today's year −1"])
        let date = try readPhrase("2024-07-15")
        #expect(date.tokens == ["\"2024-07-15\" → year 2024, month 7, day 15"])
        let day = try readPhrase("the day after tomorrow")
        #expect(day.tokens == ["\"day after tomorrow\" → today +2 days", "day 2026-12-01 → its month"])
    }

    @Test func explainMessageSaysWhereAndWhy() throws {
        let reading = try readPhrase("3 months ago")
        #expect(
            Messages(language: .english).explanation(of: reading)
                == "Read as the month August 2026 (2026-08), counted from today: \"3 months ago\" → today's month −3.")
    }

    @Test(arguments: [
        RefusalCase("explain", "\"explain\": needs a phrase to explain"),
        RefusalCase("explain nxt month", "unknown command \"nxt month\"; did you mean \"next month\"?"),
        RefusalCase("explain 2024-13", "\"2024-13\": month 13 is not 1 to 12"),
        RefusalCase("open now please", "\"open now please\": unexpected \"now please\" at the end"),
        RefusalCase("opne", "unknown command \"opne\"; did you mean \"open\"?"),
        RefusalCase("nex", "unknown command \"nex\"; did you mean \"next\"?"),
        RefusalCase("nxt month", "unknown command \"nxt month\"; did you mean \"next month\"?"),
        RefusalCase("lsat year", "unknown command \"lsat year\"; did you mean \"last year\"?"),
        RefusalCase("3 monts ago", "unknown command \"3 monts ago\"; did you mean \"3 months ago\"?"),
        RefusalCase("xyzzy", "unknown command \"xyzzy\"; type help for the commands"),
        RefusalCase("", "\"\": needs a command"),
    ])
    func refusalsQuoteTheInputAndSuggest(_ row: RefusalCase) { expectRefusal(row) }

    /// A typo is offered the nearest command or question word, or a phrase one letter away; a word that
    /// only shares letters with a phrase is offered nothing (issue 31: `그만` was offered `금년`).
    @Test(arguments: [
        RefusalCase("그먄", "unknown command \"그먄\"; did you mean \"그만\"?"),
        RefusalCase("끝냬기", "unknown command \"끝냬기\"; did you mean \"끝내기\"?"),
        RefusalCase("도음말", "unknown command \"도음말\"; did you mean \"도움말\"?"),
        RefusalCase("닫어", "unknown command \"닫어\"; did you mean \"닫아\"?"),
        RefusalCase("내엮", "unknown command \"내엮\"; did you mean \"내역\"?"),
        RefusalCase("지츨", "unknown command \"지츨\"; did you mean \"지출\"?"),
        RefusalCase("예샨", "unknown command \"예샨\"; did you mean \"예산\"?"),
        RefusalCase("다음닭", "unknown command \"다음닭\"; did you mean \"다음 달\"?"),
        RefusalCase("다음 핣", "unknown command \"다음 핣\"; did you mean \"다음 달\"?"),
        RefusalCase("bugdet", "unknown command \"bugdet\"; did you mean \"budget\"?"),
        RefusalCase("mrach", "unknown command \"mrach\"; did you mean \"march\"?"),
        RefusalCase("삭제", "unknown command \"삭제\"; type help for the commands"),
        RefusalCase("달력", "unknown command \"달력\"; type help for the commands"),
        RefusalCase("찾기", "unknown command \"찾기\"; type help for the commands"),
        RefusalCase("설정", "unknown command \"설정\"; type help for the commands"),
        RefusalCase("월", "\"월\" does not fit here"),
        RefusalCase("앞", "\"앞\" does not fit here"),
    ])
    func typosAreOfferedTheNearestWordNeverALookalike(_ row: RefusalCase) { expectRefusal(row) }

    @Test func aPrefixIsNeverGuessedIntoACommand() {
        #expect(throws: PickerError.self) { try parseLine("ope") }
        #expect(throws: PickerError.self) { try parseLine("hel") }
        #expect(throws: PickerError.self) { try parseLine("marc") }
    }
}
