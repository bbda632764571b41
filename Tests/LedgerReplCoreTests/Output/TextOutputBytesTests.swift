import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// The text written as bytes, by the text output and by the encoder, is exactly the text's lines, each
/// ending in a newline, for every kind of reply, width, language and colour: the byte path the shell
/// takes and the lines the tests read cannot differ.
@Suite struct TextOutputBytesTests {
    static let script = [
        "open", ">", "left", "down", "enter", "close", "open", "3", "<", "undo", "help", "explain next month",
        "history", "next month", "2024-07", "open", "esc", "quit",
    ]

    @Test(arguments: [nil, 100, 60, 40, 24] as [Int?])
    func bytesAreTheLines(width: Int?) {
        for language in Language.allCases {
            for journal in [nil, household2026] {
                let options = RenderOptions(language: language, width: width)
                let output = TextOutput(options: options, journal: journal)
                var session = Session(state: picker(first: ym(2020, 1), last: ym(2030, 12)))
                for line in Self.script {
                    let outcome = session.handle(line)
                    var bytes: [UInt8] = []
                    output.appendText(outcome, to: &bytes)
                    let expected = output.lines(for: outcome).map { $0 + "\n" }.joined()
                    #expect(
                        String(decoding: bytes, as: UTF8.self) == expected,
                        "\(line) at \(width.map(String.init) ?? "nil")")
                    // The encoder, which draws popovers from their template and the sentence and view
                    // in one go, writes the same.
                    for color in [false, true] {
                        var encoded: [UInt8] = []
                        var coloured = options
                        coloured.color = color
                        OutputEncoder(options: coloured).appendText(outcome, journal: journal, to: &encoded)
                        let lines = TextOutput(options: coloured, journal: journal).lines(for: outcome)
                        #expect(
                            String(decoding: encoded, as: UTF8.self) == lines.map { $0 + "\n" }.joined(),
                            "encoder: \(line) at \(width.map(String.init) ?? "nil"), colour \(color)")
                    }
                }
            }
        }
    }
}
