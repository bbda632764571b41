import Testing

@testable import LedgerReplCore

/// Errors from phrases know the words they are about and where those stand in the line.
@Suite struct ErrorSpanTests {
    struct SpanCase: CustomTestStringConvertible, Sendable {
        let input: String
        let words: String
        let span: Range<Int>
        var testDescription: String { input }
    }

    @Test(arguments: [
        SpanCase(input: "2024-13", words: "13", span: 5..<7),
        SpanCase(input: "next last month", words: "last", span: 5..<9),
        SpanCase(input: "a few months ago", words: "a few", span: 0..<5),
        SpanCase(input: "Tomorrow at 5pm", words: "5pm", span: 12..<15),
        SpanCase(input: "feb 30", words: "30", span: 4..<6),
        SpanCase(input: "다음 달 3시", words: "3시", span: 5..<7),
        // Fixed: the span is whole tokens of the line as typed, not the first match of the characters
        // in the normalised line (which put the caret inside 2013, and one column early after two spaces).
        SpanCase(input: "2013-13", words: "13", span: 5..<7),
        SpanCase(input: "next  last month", words: "last", span: 6..<10),
        SpanCase(input: "ｎｅｘｔ　last month", words: "last", span: 5..<9),
    ])
    func pointsAtTheWord(_ row: SpanCase) throws {
        do {
            _ = try CommandParser(context: phraseContext).reading(of: row.input)
            Issue.record("\(row.input) was accepted")
        } catch {
            guard case .invalidInput(_, let reason) = error else {
                Issue.record("\(row.input): \(error)")
                return
            }
            #expect(reason.words == row.words)
            #expect(reason.span(in: row.input) == row.span)
        }
    }
}
