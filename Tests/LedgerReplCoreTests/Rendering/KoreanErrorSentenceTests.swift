import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// A Korean refusal is a sentence, as a Korean reply is: it ends with a period (or asks, with `?`),
/// whatever it quotes at its end. English refusals stay clauses without one.
@Suite struct KoreanErrorSentenceTests {
    static let month = YearMonth(2026, 11)!

    /// One refusal of every kind the session says, with the input a person might have typed.
    static let errors: [PickerError] =
        [
            .unknownInput("끝내기", suggestion: nil), .unknownInput("열가", suggestion: "열기"),
            .monthBeforeFirst(month, first: YearMonth(2026, 12)!), .monthAfterLast(month, last: YearMonth(2026, 10)!),
            .yearBeforeFirst(2025, first: month), .yearAfterLast(2027, last: month), .outOfCalendar("10000년"),
            .needsOpenPopover(.focus(.left)), .nothingToUndo, .needsJournal(.entries), .needsJournal(nil),
            .noAccountMatches("보험", nearest: []), .noAccountMatches("보험", nearest: ["지출:의료", "지출:교통"]),
            .journalNotReloaded(JournalError(path: "household.journal", line: 3, column: 1, problem: .unexpectedLine)),
        ]
        + reasons.map { PickerError.invalidInput("입력", reason: $0) }
        + recordingErrors.map(PickerError.recording)

    static let reasons: [InvalidReason] = [
        .monthOutOfRange(.whole("13")), .yearOutOfRange(.whole("0")), .dayOutOfRange(.whole("32")),
        .countOutOfRange(.whole("999999")),
        .ambiguousNumber(.whole("45")), .trailingInput(.whole("닭")), .missingArgument(.command),
        .missingArgument(.phraseToExplain),
        .contradictory(.whole("다음 달"), .whole("지난달")), .ambiguousDate(.whole("03/04/2024")),
        .quarterOutOfRange(.whole("5")),
        .halfOutOfRange(.whole("3")), .missingDirection(.whole("3개월")), .vague(.whole("두어 달")), .vague(.whole("추석")),
        .finerThanADay(.whole("오후 3시")),
        .unexpected(.whole("다음")), .shortYear(.whole("202")), .span(.whole("지난 3개월")),
        .notInMonth(.whole("다섯째 금요일"), month),
        .noSuchWeek(year: 2024, week: 53, weeks: 52), .noSuchDayOfYear(.whole("400"), year: 2024, days: 366),
        .dayOrYearInWords(.whole("twenty one nineteen")), .notAPhrase(.whole("커피")),
    ]

    static let recordingErrors: [RecordingError] =
        [
            .needsJournal, .missingAmount(""), .missingAmount("점심"), .severalAmounts(["5,000원", "3,000원"]),
            .unreadableAmount("5,40"), .amountTooLarge("1000000000000000000000000000000000000000원"),
            .tooManyDecimals("5,400.5원", places: 1, commodity: "원", journalPlaces: 0, rounded: "5,401원"),
            .tooManyDecimals("$4.505", places: 3, commodity: "$", journalPlaces: 2, rounded: "$4.51"),
            .zeroAmount("0원"), .missingDescription, .unwritableDescription("점심;저녁"), .severalDays("어제", "그저께"),
            .notADay("지난달"), .ambiguousAccount("카드", candidates: ["부채:국민카드", "부채:신한카드"]),
            .severalAccounts(["자산:현금", "부채:카드"]),
            .needsCategory(description: "선물", candidates: ["지출:식비", "지출:교통"]),
            .needsFunding(description: "선물", candidates: []), .needsConfirmation("2026-11-30 스타벅스"),
        ]
        + refusals.map(RecordingError.refused)

    static let refusals: [AppendRefusal] = [
        .standardInput, .notInJournal(path: "other.journal"), .symbolicLink(path: "a.journal", target: "b.journal"),
        .notRegularFile(path: "/tmp/pipe"), .readOnly(path: "h.journal", mode: 0o444),
        .cannotOpen(path: "h.journal", reason: .permissionDenied),
        .journalDoesNotLoad([JournalError(path: "h.journal", line: 3, column: 1, problem: .unexpectedLine)]),
        .entryWouldNotLoad([JournalError(path: "h.journal", line: 9, column: 1, problem: .unexpectedLine)]),
        .entryWouldNotLoad([]), .entryWouldReadDifferently(path: "h.journal"),
        .amountWouldReadDifferently(path: "h.journal", written: "5,400원", read: "5.4원", commodity: "원"),
        .writeFailed(path: "h.journal", reason: .system(code: 28, description: "No space left on device")),
        .writeFailed(path: "h.journal", reason: .shortWrite),
        .fileChangedSinceRecording(path: "h.journal", line: 41),
        .fileReplacedSinceRecording(path: "h.journal", line: 41),
    ]

    @Test(arguments: errors)
    func aKoreanRefusalEndsAsASentence(_ error: PickerError) {
        let text = Messages(language: .korean).text(for: error)
        #expect(text.hasSuffix(".") || text.hasSuffix("?"), "\(text)")
        #expect(!text.hasSuffix(".."), "\(text)")
    }

    @Test(arguments: errors)
    func anEnglishRefusalStaysAClause(_ error: PickerError) {
        let text = Messages(language: .english).text(for: error)
        #expect(!text.hasSuffix("."), "\(text)")
    }

    @Test func theProgramsOwnKoreanErrorsEndAsSentences() {
        let korean = Messages(language: .korean)
        let texts = [
            korean.lineTooLong(length: 70000, limit: 65536), korean.cannotReadInput(.permissionDenied),
            korean.cannotWriteOutput(.system(code: 28, description: "")),
            korean.cannotOpenScript("s", reason: .permissionDenied),
            korean.journalFromStandardInputNeedsCommands,
            korean.historyFileUnusable("/h", reason: .system(code: 13, description: "")),
            korean.startOutsideBounds(Self.month, first: YearMonth(2026, 1)!, last: YearMonth(2026, 6)!),
        ]
        for text in texts { #expect(text.hasSuffix("."), "\(text)") }
    }

    /// The nearest accounts close the sentence rather than trail after a colon.
    @Test func theNearestAccountsAreSaidInTheSentence() {
        #expect(
            Messages(language: .korean).text(for: .noAccountMatches("보험", nearest: ["지출:의료", "지출:교통"]))
                == "\"보험\"과 맞는 계정이나 거래처가 없습니다. 비슷한 계정은 지출:의료, 지출:교통입니다.")
    }
}
