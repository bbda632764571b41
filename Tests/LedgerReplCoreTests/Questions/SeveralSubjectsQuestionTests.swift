import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Two subjects in one question, added up (`식비랑 교통비`, `food and transport`) or compared (`식비랑
/// 교통비 중에 뭐가 더 많아`, `food or transport`), on the shipped example journals, today 20 November
/// 2026. Every figure is hledger 1.25's: `hledger -f examples/household-ko.journal balance -p 2026-10
/// ^지출:식비 ^지출:교통` (533,300원; each alone 442,000원 and 91,300원), and for this month
/// `-b 2026-11-01 -e 2026-11-21`.
@Suite struct SeveralSubjectsQuestionTests {
    // MARK: - Union

    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (ExampleJournalFixture.Kind.korean, "10월 식비랑 교통비", ["-p", "2026-10", "^지출:식비", "^지출:교통"]),
            (.korean, "10월 식비하고 교통비 얼마 썼어?", ["-p", "2026-10", "^지출:식비", "^지출:교통"]),
            (.korean, "10월 식비와 교통비 합쳐서", ["-p", "2026-10", "^지출:식비", "^지출:교통"]),
            (.korean, "식비랑 교통비 합치면 얼마야", ["-b", "2026-11-01", "-e", "2026-11-21", "^지출:식비", "^지출:교통"]),
            (.korean, "10월 식비랑 교통비랑 통신비", ["-p", "2026-10", "^지출:식비", "^지출:교통", "^지출:통신"]),
            (.korean, "10월 식비 및 교통비", ["-p", "2026-10", "^지출:식비", "^지출:교통"]),
            (.korean, "10월 외식하고 장보기 합쳐서 얼마", ["-p", "2026-10", "^지출:식비:외식", "^지출:식비:장보기"]),
            (.english, "food and transport in october", ["-p", "2026-10", "^expenses:food", "^expenses:transport"]),
            (
                .english, "rent, food and transport in october",
                ["-p", "2026-10", "^expenses:rent", "^expenses:food", "^expenses:transport"]
            ),
            (
                .english, "how much did we spend on food and transport combined in october",
                ["-p", "2026-10", "^expenses:food", "^expenses:transport"]
            ),
            (
                .english, "food and transport this month",
                ["-b", "2026-11-01", "-e", "2026-11-21", "^expenses:food", "^expenses:transport"]
            ),
        ])
    func addsTheSubjectsUp(_ kind: ExampleJournalFixture.Kind, _ line: String, _ query: [String]) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(line)
        #expect(answer.question.subjects.count >= 2)
        #expect(answer.question.combining == .union)
        #expect(answer.totals == (try fixture.hledgerTotal(query)))
    }

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func namesBothSubjectsAsSaid() throws {
        let korean = try ExampleJournalFixture(.korean)
        let messages = Messages(language: .korean)
        #expect(
            messages.sentence(for: try korean.answer("10월 식비랑 교통비"))
                == "2026년 10월 식비와 교통비에 쓴 돈은 533,300원입니다.")
        // The particle is computed from the sound before it: 교통비과 never, 통신과 (받침) never 통신와.
        #expect(
            messages.sentence(for: try korean.answer("10월 교통비랑 식비"))
                == "2026년 10월 교통비와 식비에 쓴 돈은 533,300원입니다.")
        #expect(
            messages.sentence(for: try korean.answer("10월 식비랑 교통비랑 통신비"))
                == "2026년 10월 식비, 교통비와 통신비에 쓴 돈은 588,300원입니다.")
        let english = try ExampleJournalFixture(.english)
        #expect(
            Messages(language: .english).sentence(for: try english.answer("food and transport in october"))
                == "You spent $533.30 on food and transport in October 2026.")
    }

    // MARK: - Alternatives

    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (ExampleJournalFixture.Kind.korean, "10월 식비랑 교통비 중에 뭐가 더 많아?", ["^지출:식비", "^지출:교통"]),
            (.korean, "10월 식비랑 교통비 비교", ["^지출:식비", "^지출:교통"]),
            (.korean, "10월 교통비 vs 식비", ["^지출:교통", "^지출:식비"]),
            (.korean, "10월 식비하고 통신비 중 어느 쪽이 많았어", ["^지출:식비", "^지출:통신"]),
            (.korean, "10월 식비랑 교통비 각각", ["^지출:식비", "^지출:교통"]),
            (.korean, "지난달 외식이랑 장보기 중에 어디에 더 썼어?", ["^지출:식비:외식", "^지출:식비:장보기"]),
            (.english, "food or transport in october", ["^expenses:food", "^expenses:transport"]),
            (.english, "which was bigger in october, food or transport?", ["^expenses:food", "^expenses:transport"]),
            (.english, "food vs transport in october", ["^expenses:food", "^expenses:transport"]),
            (.english, "which is more in october, transport or food?", ["^expenses:transport", "^expenses:food"]),
            (.english, "compare food and phone in october", ["^expenses:food", "^expenses:phone"]),
        ])
    func comparesTheSubjects(_ kind: ExampleJournalFixture.Kind, _ line: String, _ accounts: [String]) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(line)
        #expect(answer.question.combining == .alternatives)
        let expected = try accounts.map { account in try fixture.hledgerTotal(["-p", "2026-10", account]) }
        #expect(answer.groups.map(\.totals) == expected)
        #expect(answer.period == .month(ym(2026, 10)))
    }

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func saysWhichIsLargerAndByHowMuch() throws {
        let korean = try ExampleJournalFixture(.korean)
        let messages = Messages(language: .korean)
        // 442,000원 − 91,300원 = 350,700원.
        #expect(
            messages.sentence(for: try korean.answer("10월 식비랑 교통비 중에 뭐가 더 많아?"))
                == "2026년 10월 식비는 442,000원, 교통비는 91,300원으로 식비가 350,700원 더 많습니다.")
        #expect(
            messages.sentence(for: try korean.answer("10월 식비랑 교통비랑 통신비 중에 뭐가 제일 많아"))
                == "2026년 10월 식비는 442,000원, 교통비는 91,300원, 통신비는 55,000원으로 식비가 가장 많고 교통비보다 350,700원 더 많습니다."
        )
        let english = try ExampleJournalFixture(.english)
        #expect(
            Messages(language: .english).sentence(for: try english.answer("transport or food in october"))
                == "Transport came to $91.30 and food to $442.00 in October 2026: food was $350.70 more.")
    }

    /// JSON adds `subjects` and `combining`; alternatives carry each figure in `groups`, in the order said.
    @Test func jsonCarriesTheSubjectsAndHowTheyWereTaken() throws {
        let fixture = try ExampleJournalFixture(.korean)
        var bytes: [UInt8] = []
        JSONLine.append(try fixture.answer("10월 식비랑 교통비"), to: &bytes)
        var text = String(decoding: bytes, as: UTF8.self)
        #expect(
            text.contains(
                #""selectors":[{"account":"지출:교통"},{"account":"지출:식비"}],"start":"2026-10-01","end":"2026-10-31","grouping":"none"}"#
            ), "\(text)")
        #expect(text.contains(#""subjects":["식비","교통비"],"combining":"union""#), "\(text)")
        // Each group's count is hledger's: `print -p 2026-10 ^지출:식비` transactions.
        let food = try fixture.hledgerTransactionCount(["-p", "2026-10", "^지출:식비"])
        let transport = try fixture.hledgerTransactionCount(["-p", "2026-10", "^지출:교통"])
        bytes = []
        JSONLine.append(try fixture.answer("10월 식비랑 교통비 중에 뭐가 더 많아"), to: &bytes)
        text = String(decoding: bytes, as: UTF8.self)
        #expect(
            text.contains(
                #""groups":[{"name":"식비","totals":{"원":"442000"},"count":\#(food)},{"name":"교통비","totals":{"원":"91300"},"count":\#(transport)}],"subjects":["식비","교통비"],"combining":"alternatives""#
            ), "\(text)")
        #expect(text.contains(#""grouping":"subject""#), "\(text)")
    }

    /// Two subjects with other kinds: left out together, counted together, compared with last month
    /// together (`대비` compares periods, `비교` the subjects).
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func theSubjectsTogetherInOtherKinds() throws {
        let korean = try ExampleJournalFixture(.korean)
        let leftOut = try korean.answer("10월 식비랑 교통비 말고 지출")
        #expect(leftOut.totals == (try korean.hledgerTotal(["-p", "2026-10", "^지출", "not:^지출:식비", "not:^지출:교통"])))
        #expect(
            Messages(language: .korean).sentence(for: leftOut) == "2026년 10월 식비와 교통비를 뺀 지출은 1,172,000원입니다.")
        let english = try ExampleJournalFixture(.english)
        #expect(
            try english.answer("spending besides food and transport in october").totals
                == (try english.hledgerTotal([
                    "-p", "2026-10", "^expenses", "not:^expenses:food", "not:^expenses:transport",
                ])))
        let counted = try korean.answer("10월 식비랑 교통비 몇 번")
        #expect(counted.entryCount == (try korean.hledgerTransactionCount(["-p", "2026-10", "^지출:식비", "^지출:교통"])))
        let against = try korean.answer("식비랑 교통비 지난달 대비")
        #expect(against.question.combining == .union)
        #expect(
            against.series.map(\.totals) == [
                try korean.hledgerTotal(["-p", "2026-10", "^지출:식비", "^지출:교통"]),
                try korean.hledgerTotal(["-b", "2026-11-01", "-e", "2026-11-21", "^지출:식비", "^지출:교통"]),
            ])
    }

    @Test func oneSubjectStaysOneSubject() throws {
        let korean = try ExampleJournalFixture(.korean)
        let answer = try korean.answer("10월 식비 얼마 썼어")
        #expect(answer.question.subjects.isEmpty)
        #expect(answer.question.subject?.spokenAs == "식비")
    }
}
