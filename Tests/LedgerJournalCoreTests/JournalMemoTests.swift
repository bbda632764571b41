import Testing

@testable import LedgerJournalCore

/// The journal's memo: what navigation asks for line after line is worked out once per journal.
struct JournalMemoTests {
    @Test func drawsEachKeyOnceAndCopiesItAfter() throws {
        let journal = try Fixture.journal("household.journal")
        var draws = 0
        var out: [UInt8] = []
        for month in [7, 7, 8, 7] {
            journal.appendMemoizedDrawing(DrawingKey(kind: 1, month), to: &out) { bytes in
                draws += 1
                bytes.append(contentsOf: Array("<\(month)>".utf8))
            }
        }
        #expect(draws == 2)
        #expect(String(decoding: out, as: UTF8.self) == "<7><7><8><7>")
    }

    @Test func aJournalLoadedAgainDrawsAfresh() throws {
        let first = try Fixture.journal("household.journal")
        let second = try Fixture.journal("household.journal")
        var draws = 0
        var out: [UInt8] = []
        for journal in [first, second, first, second] {
            journal.appendMemoizedDrawing(DrawingKey(kind: 1, 7), to: &out) { _ in draws += 1 }
        }
        #expect(draws == 2)
    }

    @Test func keysDifferingInAnyWordAreDifferentDrawings() throws {
        let journal = try Fixture.journal("household.journal")
        let keys = [
            DrawingKey(kind: 1, 7), DrawingKey(kind: 2, 7), DrawingKey(kind: 1, 7, 1), DrawingKey(kind: 1, 7, 0, 1),
            DrawingKey(kind: 1, 7, 0, 0, 1), DrawingKey(kind: 1, 7, 0, 0, 0, 1),
        ]
        var draws = 0
        var out: [UInt8] = []
        for key in keys + keys { journal.appendMemoizedDrawing(key, to: &out) { _ in draws += 1 } }
        #expect(draws == keys.count)
    }

    @Test func aRememberedSummaryEqualsOneWorkedOut() throws {
        let journal = try Fixture.journal("household.journal")
        let july = JournalMonth(uncheckedYear: 2024, month: 7)
        let first = journal.summary(of: july, largestCount: 3)
        #expect(journal.summary(of: july, largestCount: 3) == first)
        #expect(journal.summary(of: july, largestCount: 1).largestExpenses.count == 1)
        #expect(first.largestExpenses.count == 3)
    }
}
