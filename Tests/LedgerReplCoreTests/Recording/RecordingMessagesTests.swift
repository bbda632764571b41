import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// What recording says, word for word, in both languages: particles follow the sound before them, no
/// English in Korean beyond commands, options and paths, and every refusal says what to do.
@Suite struct RecordingMessagesTests {
    let english = Messages(language: .english)
    let korean = Messages(language: .korean)

    @Test func previewAndConfirmation() {
        #expect(english.recordingHeader(path: "household.journal") == "To record in household.journal:")
        #expect(korean.recordingHeader(path: "household.journal") == "household.journal에 기록할 내용:")
        #expect(english.confirmationPrompt == "Record it? [Y/n] ")
        #expect(korean.confirmationPrompt == "기록할까요? [Y/n] ")
        #expect(korean.recorded(path: "가계부.journal", line: 34) == "가계부.journal 34번째 줄에 기록했습니다. 되돌리기로 지울 수 있습니다.")
        #expect(english.recorded(path: "h.journal", line: 9) == "Recorded in h.journal, line 9; undo takes it back.")
    }

    @Test func aNewAccountIsNamedUnderThePreview() {
        #expect(english.newAccounts(["expenses:pets"]) == "New account: expenses:pets (not in the journal yet).")
        #expect(korean.newAccounts(["지출:반려동물"]) == "새 계정: 지출:반려동물 (가계부에 아직 없는 계정입니다).")
    }

    @Test func aFutureDateIsNamedUnderThePreview() {
        let today = day(2026, 12, 1)
        #expect(
            english.futureDate(day(2026, 12, 2), today: today) == "2026-12-02 is a future date (today is 2026-12-01).")
        #expect(korean.futureDate(day(2026, 12, 2), today: today) == "2026-12-02는 앞으로의 날짜입니다 (오늘은 2026-12-01).")
        #expect(korean.futureDate(day(2026, 12, 10), today: today) == "2026-12-10은 앞으로의 날짜입니다 (오늘은 2026-12-01).")
    }

    @Test func questionsChooseTheirParticleByTheLastSound() {
        #expect(
            korean.askCategory(description: "새가게", candidates: ["지출:식비", "지출:교통"])
                == "\"새가게\"는 어디에 쓴 돈인가요? 계정이나 분류를 입력하세요 (지출:식비, 지출:교통). 그만두려면 취소.")
        #expect(
            korean.askFunding(description: "택시", candidates: [])
                == "\"택시\"는 무엇으로 냈나요? 계정이나 현금, 카드를 입력하세요. 그만두려면 취소.")
        #expect(
            korean.askFunding(description: "점심", candidates: ["자산:현금"])
                == "\"점심\"은 무엇으로 냈나요? 계정이나 현금, 카드를 입력하세요 (자산:현금). 그만두려면 취소.")
        #expect(
            english.askCategory(description: "vet", candidates: ["expenses:food"])
                == "What was \"vet\" for? Type an account or a category word (expenses:food), or cancel.")
    }

    struct MessageCase: CustomTestStringConvertible, Sendable {
        let error: RecordingError
        let english: String
        let korean: String
        var testDescription: String { english }
    }

    @Test(arguments: [
        MessageCase(
            error: .missingAmount(""),
            english: "add what? say what it was for and how much, e.g. add lunch 12.50 yesterday",
            korean: "무엇을 기록할까요? 무엇에 얼마를 썼는지 입력하세요 (예: 기록 어제 점심 12,000원)."),
        MessageCase(
            error: .missingAmount("점심"), english: "no amount in \"점심\": say how much, e.g. add lunch 12.50",
            korean: "\"점심\"에 금액이 없습니다. 얼마인지 함께 입력하세요 (예: 기록 점심 12,000원)."),
        MessageCase(
            error: .unreadableAmount("5,40"), english: "\"5,40\" is not an amount: write it like 5,400 or 12.50",
            korean: "\"5,40\"은 금액으로 읽을 수 없습니다. 5,400이나 12.50처럼 쓰세요."),
        MessageCase(
            error: .zeroAmount("0원"), english: "an amount of \"0원\" records nothing",
            korean: "\"0원\"으로는 기록할 것이 없습니다."),
        MessageCase(
            error: .notADay("지난달"),
            english: "\"지난달\" names a month, not a day: say the day, e.g. yesterday or the 15th",
            korean: "\"지난달\"은 날이 아니라 달입니다. 날을 입력하세요 (예: 어제, 15일)."),
        MessageCase(
            error: .severalDays("어제", "그저께"), english: "\"어제\" and \"그저께\" are two days: say one",
            korean: "\"어제\"와 \"그저께\", 날이 두 개입니다. 하나만 입력하세요."),
        MessageCase(
            error: .ambiguousAccount("카드", candidates: ["부채:국민카드", "부채:신한카드"]),
            english: "\"카드\" could be 부채:국민카드 or 부채:신한카드: say the account",
            korean: "\"카드\"는 부채:국민카드, 부채:신한카드 중 어느 계정인지 알 수 없습니다. 계정 이름을 입력하세요."),
        MessageCase(
            error: .needsFunding(description: "교통", candidates: ["자산:통장", "부채:신한카드"]),
            english:
                "not recorded: nothing says what paid for \"교통\"; add cash, card or an account to the line (e.g. 자산:통장; accounts: 부채:신한카드); or, to ask, say how it stands to the amount (did 교통 go over 500?)",
            korean:
                "기록하지 않았습니다: \"교통\"은 무엇으로 냈는지 알 수 없습니다. 줄에 현금, 카드나 계정을 더하세요 (예: 자산:통장; 다른 계정: 부채:신한카드). 묻는 말이면 넘었는지 물어보세요 (예: 교통 50만원 넘었어?)."
        ),
        MessageCase(
            error: .refused(.readOnly(path: "h.journal", mode: 0o444)),
            english:
                "not recorded: h.journal is read-only (mode 0444); make it writable (chmod u+w h.journal) to record in it",
            korean: "기록하지 않았습니다: h.journal은 읽기 전용입니다 (모드 0444). 기록하려면 쓰기를 허용하세요 (chmod u+w h.journal)."),
        MessageCase(
            error: .refused(.symbolicLink(path: "link.journal", target: "/data/real.journal")),
            english:
                "not recorded: link.journal is a symbolic link to /data/real.journal; to record there, name that file: --add-to /data/real.journal",
            korean:
                "기록하지 않았습니다: link.journal은 /data/real.journal을 가리키는 심볼릭 링크입니다. 거기에 기록하려면 --add-to /data/real.journal로 그 파일을 지정하세요."
        ),
        MessageCase(
            error: .refused(.fileChangedSinceRecording(path: "h.journal", line: 41)),
            english:
                "not undone: h.journal changed since the entry was recorded (it no longer ends with it), so the entry stays, at line 41; remove it by hand if it should go",
            korean:
                "되돌리지 않았습니다: 기록한 뒤 h.journal이 바뀌어 더 이상 그 기록으로 끝나지 않으므로 기록은 41번째 줄에 그대로 둡니다. 지우려면 직접 지우세요."),
        MessageCase(
            error: .refused(.fileReplacedSinceRecording(path: "h.journal", line: 41)),
            english:
                "not undone: h.journal was replaced or removed since the entry was recorded, so nothing was cut; if the file still holds the entry (at line 41), remove it by hand",
            korean:
                "되돌리지 않았습니다: 기록한 뒤 h.journal이 바뀌었거나 지워져서 아무것도 잘라 내지 않았습니다. 파일에 기록(41번째 줄)이 남아 있다면 직접 지우세요."),
        MessageCase(
            error: .notADate("2026-11-31", reason: .dayOutOfRange(.whole("31"))),
            english:
                "not recorded: \"2026-11-31\" is no day on the calendar (day 31 is not in that month); say the day it was, e.g. 2026-11-30, 11/30 or yesterday",
            korean:
                "기록하지 않았습니다: \"2026-11-31\"은 달력에 없는 날입니다 (그 달에 31일은 없습니다). 쓴 날을 입력하세요 (예: 2026-11-30, 11월 30일, 어제)."),
        MessageCase(
            error: .notADate("2026년 2월 30일", reason: .dayOutOfRange(.whole("30"))),
            english:
                "not recorded: \"2026년 2월 30일\" is no day on the calendar (day 30 is not in that month); say the day it was, e.g. 2026-11-30, 11/30 or yesterday",
            korean:
                "기록하지 않았습니다: \"2026년 2월 30일\"은 달력에 없는 날입니다 (그 달에 30일은 없습니다). 쓴 날을 입력하세요 (예: 2026-11-30, 11월 30일, 어제)."),
        MessageCase(
            error: .unknownCommodity("7 DOGE", code: "DOGE"),
            english:
                "not recorded: DOGE in \"7 DOGE\" is no currency ledger-repl knows and no commodity of the journal; to record DOGE, declare it in the journal first (commodity DOGE); if DOGE is the payee, say it before the amount",
            korean:
                "기록하지 않았습니다: \"7 DOGE\"의 DOGE는 ledger-repl이 아는 통화도, 가계부에 있는 상품도 아닙니다. DOGE로 기록하려면 먼저 가계부에 commodity DOGE 줄을 넣으세요. 거래처 이름이라면 금액 앞에 쓰세요."
        ),
        MessageCase(
            error: .unreadableKoreanNumber("만만원"),
            english:
                "\"만만원\" is not a Korean number: 만, 억 and 조 come at most once each, the largest first, with 천, 백 and 십 (each once, the largest first) before them; write it like 3만5천원 or 35,000원",
            korean:
                "\"만만원\"은 금액으로 읽을 수 없습니다. 만, 억, 조는 큰 단위부터 한 번씩만, 그 앞의 천, 백, 십도 큰 단위부터 한 번씩만 씁니다. 3만5천원이나 35,000원처럼 쓰세요."
        ),
        MessageCase(
            error: .unwritableAccount("!지출:카페"),
            english:
                "\"!지출:카페\" cannot be a new account (no \";\", control or bidi characters, not starting with !, *, ( or [, at most 200 characters): name it another way",
            korean:
                "\"!지출:카페\"는 새 계정 이름으로 쓸 수 없습니다 (\";\"와 제어 문자, 방향 제어 문자는 안 되고, !, *, (, [로 시작할 수 없으며, 200자까지). 다르게 입력하세요."
        ),
        MessageCase(
            error: .refused(.changedSincePreview(path: "h.journal")),
            english:
                "not recorded: h.journal changed since the entry was shown, and it would now be written differently; say it again to see it as it would be written",
            korean: "기록하지 않았습니다: 내용을 보여 드린 뒤 h.journal이 바뀌어 이제는 다르게 적힙니다. 다시 입력하면 적힐 내용을 보여 드립니다."),
        // A journal's account, symbol or amount reaches the terminal only made visible.
        MessageCase(
            error: .needsCategory(description: "x", candidates: ["지출:\u{1B}]52;c;aGk=\u{07}", "지출:\u{202E}b"]),
            english:
                "not recorded: nothing says what \"x\" was for; add an account or a category word to the line (e.g. 지출:\\x1B]52;c;aGk=\\x07; accounts: 지출:\\u{202E}b)",
            korean:
                "기록하지 않았습니다: \"x\"는 어디에 쓴 돈인지 알 수 없습니다. 줄에 계정이나 분류를 더하세요 (예: 지출:\\x1B]52;c;aGk=\\x07; 다른 계정: 지출:\\u{202E}b)."
        ),
        MessageCase(
            error: .tooManyDecimals(
                "1.005", places: 3, commodity: "\u{1B}[2J", journalPlaces: 2, rounded: "1.00 \u{1B}[2J"),
            english:
                "the journal writes \\x1B[2J amounts with 2 decimal places, and \"1.005\" has 3: recording it would show every \\x1B[2J amount with 3; say it with at most 2 (e.g. 1.00 \\x1B[2J)",
            korean:
                "가계부는 \\x1B[2J 금액을 소수점 아래 2자리로 적는데 \"1.005\"에는 소수점 아래가 3자리 있습니다. 이대로 기록하면 모든 \\x1B[2J 금액이 소수점 아래 3자리로 표시됩니다. 소수점 아래 2자리까지 입력하세요 (예: 1.00 \\x1B[2J)."
        ),
    ])
    func refusalsSayWhatToDo(_ example: MessageCase) {
        #expect(english.text(for: example.error) == example.english)
        #expect(korean.text(for: example.error) == example.korean)
    }

    @Test func pathsShowTheirControlCharacters() {
        #expect(
            english.text(for: .cannotOpen(path: "a\u{1B}b", reason: .permissionDenied))
                == "not recorded: cannot write a\\x1Bb: permission denied")
    }
}
