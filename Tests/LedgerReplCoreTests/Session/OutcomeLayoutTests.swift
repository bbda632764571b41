import Testing

@testable import LedgerReplCore

/// Every line makes an outcome and copies it a few times on its way out, so the values it carries keep
/// their large payloads `indirect` (a report, an answer, a question, a recording's entry): a new case
/// with a large inline payload makes every line slower, and this says so.
@Suite struct OutcomeLayoutTests {
    @Test func theValuesEveryLineCopiesStaySmall() {
        #expect(MemoryLayout<Reply>.size <= 24)
        #expect(MemoryLayout<Effect?>.size <= 16)
        #expect(MemoryLayout<Command>.size <= 40)
        #expect(MemoryLayout<PickerError?>.size <= 24)
        #expect(MemoryLayout<PickerState>.size <= 48)
        #expect(MemoryLayout<Outcome>.size <= 136)
    }
}
