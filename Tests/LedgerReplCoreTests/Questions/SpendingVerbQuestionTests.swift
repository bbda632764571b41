import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// The verbs of spending and paying, in the forms a household member types them (Korean plain,
/// polite and honorific; English), on the shipped example journals, today 2026-11-20: each question's
/// figure is hledger 1.25's `balance` for the same accounts or payee over October 2026 (`-p 2026-10`,
/// with `desc:PAYEE` and the expense accounts for a payee). A verb never sticks to the name before it.
@Suite struct SpendingVerbQuestionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let kind: ExampleJournalFixture.Kind
        let question: String
        /// hledger's query: `balance -p 2026-10 QUERY`.
        let query: [String]

        init(_ kind: ExampleJournalFixture.Kind, _ question: String, _ query: [String]) {
            self.kind = kind
            self.question = question
            self.query = query
        }

        var testDescription: String { "\(question) = hledger balance -p 2026-10 \(query.joined(separator: " "))" }
    }

    static let cases: [Case] = [
        Case(.korean, "10월에 이마트에서 얼마나 샀어", ["^지출", "desc:이마트"]),
        Case(.korean, "10월 이마트에서 산 거", ["^지출", "desc:이마트"]),
        Case(.korean, "10월에 이마트에서 얼마 사셨어요?", ["^지출", "desc:이마트"]),
        Case(.korean, "10월 스타벅스에서 얼마 긁었어", ["^지출", "desc:스타벅스"]),
        Case(.korean, "10월 월세 얼마 냈어", ["지출:주거:월세"]),
        Case(.korean, "10월 월세로 낸 돈", ["지출:주거:월세"]),
        Case(.korean, "10월 교통비 얼마 나갔어", ["지출:교통"]),
        Case(.korean, "10월 교통비 얼마 나가요?", ["지출:교통"]),
        Case(.korean, "10월 통신비 얼마 들었어?", ["지출:통신"]),
        Case(.korean, "10월 외식에 드는 돈", ["지출:식비:외식"]),
        Case(.korean, "10월 얼마 썼나요", ["^지출"]),
        Case(.korean, "10월 얼마 결제했어?", ["^지출"]),
        Case(.korean, "10월 카페에 쓴 돈", ["지출:식비:카페"]),
        Case(.korean, "10월 장보기 씀", ["지출:식비:장보기"]),
        Case(.korean, "10월에 얼마 쓰셨어요?", ["^지출"]),
        Case(.english, "how much did we spend in october", ["^expenses"]),
        Case(.english, "what did I pay for rent in october", ["expenses:rent"]),
        Case(.english, "how much did we buy at whole foods in october", ["^expenses", "desc:whole foods"]),
        Case(.english, "what was charged at starbucks in october", ["^expenses", "desc:starbucks"]),
        Case(.english, "how much went to groceries in october", ["expenses:food:groceries"]),
        Case(.english, "what did transport cost in october", ["expenses:transport"]),
        Case(.english, "what I bought at trader joe's in october", ["^expenses", "desc:trader joe's"]),
    ]

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: cases)
    func verbsAskAboutSpending(_ row: Case) throws {
        let fixture = try ExampleJournalFixture(row.kind)
        let answer = try fixture.answer(row.question)
        #expect(answer.period == .month(ym(2026, 10)))
        #expect(answer.figure == .spending)
        #expect(answer.totals == (try fixture.hledgerTotal(["-p", "2026-10"] + row.query)))
    }

    /// A category word that a journal payee spells is the payee, narrower than the category's
    /// accounts, and the reply says so; a word that names an account segment stays the account.
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func aPayeeIsNarrowerThanACategory() throws {
        let fixture = try ExampleJournalFixture(.korean)
        let taxi = try fixture.answer("10월 택시비 얼마")
        #expect(taxi.subject == .payee("택시", payees: ["택시"]))
        #expect(taxi.totals == (try fixture.hledgerTotal(["-p", "2026-10", "^지출", "desc:택시"])))
        #expect(
            Messages(language: .korean).sentence(for: taxi) == "2026년 10월 택시에서 쓴 돈은 31,300원입니다 (거래처 \"택시\"의 2건).")
        let transport = try fixture.answer("10월 교통비 얼마")
        #expect(transport.totals == (try fixture.hledgerTotal(["-p", "2026-10", "지출:교통"])))
        #expect(!transport.isCategoryWordAsPayee)
    }
}
