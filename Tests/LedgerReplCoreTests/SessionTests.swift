import Testing

@testable import LedgerReplCore

@Suite struct SessionTests {
    /// The "done when" script of the core issue, step by step.
    @Test func runsTheCoreIssueScript() {
        var session = Session(state: picker())
        let steps: [(String, PickerState, [Event])] = [
            ("open", picker(focus: ym(2026, 11)), []),
            (">", picker(focus: ym(2027, 11)), []),
            ("3", picker(ym(2027, 3)), [.reload(ym(2027, 3))]),
            ("2024-07", picker(ym(2024, 7)), [.reload(ym(2024, 7))]),
            ("next year", picker(ym(2024, 7), focus: ym(2027, 7)), []),
            ("5", picker(ym(2027, 5)), [.reload(ym(2027, 5))]),
        ]
        for (line, state, events) in steps {
            let outcome = session.handle(line)
            #expect(outcome.isSuccess, "\(line)")
            #expect(outcome.state == state, "\(line)")
            #expect(outcome.events == events, "\(line)")
        }
    }

    @Test func undoRevertsEachChangeInTurnAndReloadsWhenTheSelectionChanges() {
        var session = Session(state: picker())
        _ = session.handle("2024-07")
        _ = session.handle("open")
        _ = session.handle(">")
        var outcome = session.handle("undo")
        #expect(outcome.state == picker(ym(2024, 7), focus: ym(2024, 7)))
        #expect(outcome.events.isEmpty)
        outcome = session.handle("undo")
        #expect(outcome.state == picker(ym(2024, 7)))
        outcome = session.handle("undo")
        #expect(outcome.state == picker())
        #expect(outcome.events == [.reload(ym(2026, 11))])
        outcome = session.handle("undo")
        #expect(outcome.error == .nothingToUndo)
        #expect(outcome.state == picker())
    }

    @Test func refusedAndNoOpCommandsAreNotUndoSteps() {
        var session = Session(state: picker(last: ym(2026, 12)))
        _ = session.handle("2026-05")
        _ = session.handle("2031-01")  // refused
        _ = session.handle("close")  // already closed: no change
        #expect(session.handle("undo").state == picker(last: ym(2026, 12)))
    }

    @Test func keepsABoundedUndoHistory() {
        var session = Session(state: picker(), undoCapacity: 3)
        for line in ["1", "2", "3", "4", "5"] { _ = session.handle(line) }
        #expect(session.undoHistory.count == 3)
        for _ in 0..<3 { _ = session.handle("undo") }
        #expect(session.state.selection == ym(2026, 2))
        #expect(session.handle("undo").error == .nothingToUndo)
    }

    @Test func anErrorLeavesTheStateAsItWas() {
        var session = Session(state: picker(focus: ym(2026, 11)))
        let outcome = session.handle("\u{1B}]0;pwned\u{07}")
        #expect(!outcome.isSuccess)
        #expect(session.state == picker(focus: ym(2026, 11)))
    }

    @Test func quitEndsTheSession() {
        var session = Session(state: picker())
        #expect(session.handle("quit").endsSession)
        #expect(session.handle("q").endsSession)
        #expect(!session.handle("open").endsSession)
    }
}
