import Testing

@testable import LedgerReplCore

/// The ring of undo steps: the newest first, the oldest forgotten past the capacity, and a recorded
/// entry's receipt kept with its own step however the ring wraps.
@Suite struct UndoHistoryTests {
    static func receipt(_ line: Int) -> AppendReceipt {
        AppendReceipt(path: "household.journal", offset: 10 * line, bytes: [0x0A], line: line, device: 1, inode: 2)
    }

    @Test func givesBackTheNewestStepsAndForgetsTheOldestPastItsCapacity() {
        var history = UndoHistory(capacity: 3)
        for month in 1...5 { history.push(picker(ym(2026, month))) }
        #expect(history.count == 3)
        #expect(history.pop() == .state(picker(ym(2026, 5))))
        #expect(history.pop() == .state(picker(ym(2026, 4))))
        #expect(history.pop() == .state(picker(ym(2026, 3))))
        #expect(history.pop() == nil)
    }

    @Test func keepsEachReceiptWithItsStepAsTheRingWraps() {
        var history = UndoHistory(capacity: 3)
        history.push(picker(ym(2026, 1)))
        history.push(step: .recording(Self.receipt(7), before: picker(ym(2026, 2))))
        history.push(picker(ym(2026, 3)))
        history.push(picker(ym(2026, 4)))  // forgets January; the recording is now the oldest
        #expect(history.pop() == .state(picker(ym(2026, 4))))
        history.push(step: .recording(Self.receipt(9), before: picker(ym(2026, 5))))
        history.push(picker(ym(2026, 6)))  // forgets the first recording: its slot holds June now
        #expect(history.pop() == .state(picker(ym(2026, 6))))
        #expect(history.pop() == .recording(Self.receipt(9), before: picker(ym(2026, 5))))
        #expect(history.pop() == .state(picker(ym(2026, 3))))
        #expect(history.pop() == nil)
        // A slot that held a receipt holds a plain state once it is reused.
        for month in 7...9 { history.push(picker(ym(2026, month))) }
        #expect(history.pop() == .state(picker(ym(2026, 9))))
        #expect(history.pop() == .state(picker(ym(2026, 8))))
        #expect(history.pop() == .state(picker(ym(2026, 7))))
    }
}
