import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// The journals and the day the recording tests are written against: Tuesday 2026-12-01, 2026 on screen.
enum RecordingFixtures {
    static let today = day(2026, 12, 1)
    static let context = ParseContext(today: today, screenYear: 2026)

    /// A Korean household journal: cash, a card, a bank account, food, eating out, coffee, transport, pay.
    static let korean = journal(
        """
        decimal-mark .
        2026-10-02 스타벅스
            지출:카페  4,500원
            자산:현금

        2026-11-03 점심
            지출:식비:외식  9,000원
            부채:신한카드

        2026-11-05 택시
            지출:교통  12,000원
            부채:신한카드

        2026-11-10 이마트
            지출:식비  32,000원
            자산:통장

        2026-11-20 월급
            자산:통장  3,000,000원
            수입:급여

        """)

    /// An English household journal in dollars.
    static let english = journal(
        """
        2026-11-02 Starbucks
            expenses:coffee  $4.50
            assets:cash

        2026-11-10 Lunch at Subway
            expenses:food  $11.25
            liabilities:visa

        2026-11-15 Whole Foods
            expenses:groceries  $82.10
            assets:checking

        """)

    static func journal(_ text: String) -> Journal {
        switch Journal.parse(text, path: "test.journal") {
        case .success(let journal): return journal
        case .failure(let failure): fatalError("fixture journal does not load: \(failure)")
        }
    }
}

extension Session {
    /// Feeds back what came of the append or take-back `asked` asked for: written as `receipt`.
    mutating func finishing(_ asked: Outcome, appended receipt: AppendReceipt, journal: Journal? = nil) -> Outcome {
        guard let request = asked.effect?.appendRequest else {
            Issue.record("\(asked) asked for no append")
            return asked
        }
        return step(
            .effectResult(
                .entryAppended(request, receipt: receipt, journal: journal.map(JournalUpdate.replaced) ?? .unchanged)))
    }

    /// Feeds back that the take-back `asked` asked for was done.
    mutating func finishingTakeBack(_ asked: Outcome, journal: Journal? = nil) -> Outcome {
        guard let request = asked.effect?.takeBackRequest else {
            Issue.record("\(asked) asked for no take-back")
            return asked
        }
        return step(.effectResult(.entryTakenBack(request, journal: journal.map(JournalUpdate.replaced) ?? .unchanged)))
    }

    /// Feeds back that the append or take-back `asked` asked for was refused for `refusal`.
    mutating func finishing(_ asked: Outcome, refused refusal: AppendRefusal, journal: Journal?) -> Outcome {
        switch asked.effect {
        case .appendEntry(let request)?:
            return step(
                .effectResult(
                    .entryNotAppended(request, refusal, journal: journal.map(JournalUpdate.replaced) ?? .unchanged)))
        case .takeBackEntry(let request)?:
            return step(
                .effectResult(
                    .entryNotTakenBack(request, refusal, journal: journal.map(JournalUpdate.replaced) ?? .unchanged)))
        default:
            Issue.record("\(asked) asked for no append or take-back")
            return asked
        }
    }
}

extension Recorder {
    /// The first step for the sentence `line`, read as the command parser reads it (a sentence that
    /// reads as no entry fails with the reader's error).
    func start(_ line: String) -> Step {
        do throws(RecordingError) {
            return start(try EntrySentenceReader(context: context, journal: journal).read(line))
        } catch {
            return .fail(error)
        }
    }
}
