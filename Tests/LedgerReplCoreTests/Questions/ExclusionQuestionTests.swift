import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Everything but a subject (`식비 말고`, `월세 빼고`, `besides rent`, `except food`), as hledger 1.25's
/// `balance -p 2026-10 ^지출 not:ACCOUNT` counts it on the shipped example journals.
@Suite struct ExclusionQuestionTests {
    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (ExampleJournalFixture.Kind.korean, "10월 식비 말고 지출", ["^지출", "not:지출:식비"]),
            (.korean, "10월 월세 빼고 얼마 썼어?", ["^지출", "not:지출:주거:월세"]),
            (.korean, "10월 월세 제외하고 지출", ["^지출", "not:지출:주거:월세"]),
            (.english, "spending besides rent in october", ["^expenses", "not:expenses:rent"]),
            (.english, "what did we spend in october except food", ["^expenses", "not:expenses:food"]),
        ])
    func leavesTheSubjectOut(_ kind: ExampleJournalFixture.Kind, _ question: String, _ query: [String]) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(question)
        #expect(answer.totals == (try fixture.hledgerTotal(["-p", "2026-10"] + query)))
        #expect(!answer.excluded.isEmpty)
    }

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func saysWhatWasLeftOut() throws {
        let korean = try ExampleJournalFixture(.korean)
        #expect(
            Messages(language: .korean).sentence(for: try korean.answer("10월 식비 말고 지출"))
                == "2026년 10월 식비를 뺀 지출은 1,263,300원입니다.")
        let english = try ExampleJournalFixture(.english)
        #expect(
            Messages(language: .english).sentence(for: try english.answer("spending besides rent in october"))
                == "You spent $605.30 in October 2026 besides rent.")
    }
}
