import Testing

@testable import LedgerReplCore

@Suite struct SessionTests {
    /// The first script the picker had to run, step by step.
    @Test func runsTheFirstPickerScript() {
        var session = Session(state: picker())
        let steps: [(String, PickerState, Events)] = [
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

    /// A line handed over as bytes reads exactly as its decoded text, invalid UTF-8 included, whether
    /// the same line was seen before as bytes or as text.
    @Test func aLineAsBytesReadsAsItsDecodedText() {
        let lines: [[UInt8]] = [
            Array("open".utf8), Array("다음 달".utf8), Array("nxt month".utf8), [0x6F, 0x70, 0xFF, 0x6E],
            Array("open".utf8), [0x6F, 0x70, 0xFF, 0x6E], Array("3".utf8), Array("다음 달".utf8), Array("nxt month".utf8),
        ]
        var byText = Session(state: picker())
        var byBytes = Session(state: picker())
        var alternating = Session(state: picker())
        for (index, line) in lines.enumerated() {
            let text = String(decoding: line, as: UTF8.self)
            let expected = byText.handle(text)
            #expect(line.withUnsafeBytes { byBytes.handle(utf8: $0) } == expected, "\(text)")
            let mixed =
                index.isMultiple(of: 2)
                ? alternating.handle(text) : line.withUnsafeBytes { alternating.handle(utf8: $0) }
            #expect(mixed == expected, "\(text)")
        }
    }
}
