import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Whole answers as a household sees them, sentence and chart, in English and Korean: goldens in
/// `Snapshots/answers-en.txt` and `Snapshots/answers-ko.txt`, asked of the generated journals
/// (`HouseholdJournal`) with December 2024 selected and today 2024-12-15. Every question is asked in
/// the session's own language; the figures are the ones `HledgerAnswerTests` checks against hledger.
@Suite struct AnswerGoldenTests {
    static let korean = [
        "이번 달 지출", "10월 식비", "식비 10월 얼마", "교통비 얼마", "통신비는?", "커피 얼마 썼어", "월급 얼마",
        "순수입", "가장 많이 쓴 곳", "지난달 대비", "지난달 대비 식비", "작년 같은 달과 비교", "월평균 지출",
        "2023년 식비 평균", "현금 잔액", "통장에 얼마 있어", "카드 잔액", "얼마 남았어", "스타벅스에 얼마 썼어",
        "카드로 얼마 썼어", "지출 추이", "식비 추이", "현금 추이", "2023년 3월 지출", "2025년 지출",
        "보험료 얼마", "내역 스타벅스", "잔액 자산", "변동 식비", "3월부터 5월까지 식비", "지난 3달 지출",
        "2023년 11월~2024년 2월 월평균 지출", "7월부터 식비 추이", "예산", "이번 달 식비 예산 얼마 남았어", "교통비 얼마 남았어",
        "카페 예산", "월세 예산",
    ]
    static let english = [
        "spent this month", "how much did i spend on food in october?", "groceries in october", "phone bills?",
        "coffee?", "salary", "how much did i save", "top expenses", "top 3 expenses in 2024",
        "compare with last month", "compare food with last month", "compare with the same month last year",
        "average monthly spending this year", "checking balance", "how much money do i have",
        "credit card balance", "how much at starbucks in october", "how much did i spend by card",
        "spending trend", "food trend", "spending in march 2023", "insurance?", "entries starbucks",
        "balance assets", "change food", "spent from march to may", "food in the last 3 months",
        "average spending from november 2023 to february 2024", "budget", "food budget left",
        "how much is left of the coffee budget", "rent budget",
    ]

    static func transcript(_ lines: [String], _ kind: HouseholdJournal.Kind, width: Int? = nil) -> [String] {
        let journal = HouseholdJournal.journal(kind)
        let state = PickerState(
            selection: ym(2024, 12), today: day(2024, 12, 15),
            bounds: MonthBounds(uncheckedFirst: ym(2023, 7), last: ym(2024, 12)), focus: nil)
        var session = Session(state: state)
        session.browse(journal)
        let language: Language = kind == .korean ? .korean : .english
        let output = TextOutput(options: RenderOptions(language: language, width: width), journal: journal)
        let messages = Messages(language: language)
        var out: [String] = []
        for line in lines {
            let outcome = session.handle(line)
            out.append("> " + line)
            if let error = outcome.error {
                out.append("! " + messages.text(for: error))
            } else if case .entries = outcome.reply {
                out += output.lines(for: outcome).prefix(4) + ["…"]
            } else {
                out += output.lines(for: outcome)
            }
        }
        return out
    }

    @Test func koreanAnswers() {
        Snapshot.assertMatches(Self.transcript(Self.korean, .korean), named: "answers-ko")
    }

    @Test func englishAnswers() {
        Snapshot.assertMatches(Self.transcript(Self.english, .english), named: "answers-en")
    }

    /// Charts fit the width: full labels and figures when there is room, then short labels, compact
    /// figures, and at the narrowest no bars.
    @Test(arguments: [24, 40, 60, 100])
    func chartsFitTheWidth(_ width: Int) {
        let lines = Self.transcript(["지출 추이", "가장 많이 쓴 곳"], .korean, width: width)
        Snapshot.assertMatches(lines, named: "answers-chart-\(width)-ko")
        for line in lines where !line.hasPrefix(">") && !line.hasPrefix("2024년") {
            #expect(DisplayWidth.of(line) <= width, "\(line)")
        }
    }

    /// A Korean session speaks Korean: outside quoted input and the journal's own names, no Latin letter
    /// appears in an answer, a listing heading or an error.
    @Test func koreanAnswersHaveNoEnglish() {
        for line in Self.transcript(Self.korean, .korean) where !line.hasPrefix("> ") {
            var text = line
            while let open = text.firstIndex(of: "\""),
                let close = text[text.index(after: open)...].firstIndex(of: "\"")
            {
                text.removeSubrange(open...close)
            }
            let words = text.split(separator: " ").filter { !$0.contains(":") }
            #expect(!words.joined().unicodeScalars.contains { $0.properties.isAlphabetic && $0.isASCII }, "\(line)")
        }
    }
}
