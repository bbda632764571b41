import Testing

@testable import LedgerReplShell

/// The width output may use: `--width`, then `COLUMNS`, then the terminal, then 80; a pipe keeps the
/// fixed layout.
@Suite struct TerminalWidthTests {
    struct Case: Sendable, CustomStringConvertible {
        var option: Int?
        var isTerminal: Bool
        var columns: String?
        var reported: Int
        var width: Int?
        var description: String {
            "option \(option as Any), tty \(isTerminal), COLUMNS \(columns as Any), tty \(reported)"
        }
    }

    @Test(arguments: [
        Case(option: nil, isTerminal: false, columns: "120", reported: 0, width: nil),  // a pipe: fixed layout
        Case(option: 60, isTerminal: false, columns: nil, reported: 0, width: 60),  // unless --width says
        Case(option: 60, isTerminal: true, columns: "120", reported: 100, width: 60),  // --width wins
        Case(option: nil, isTerminal: true, columns: "120", reported: 100, width: 120),  // then COLUMNS
        Case(option: nil, isTerminal: true, columns: nil, reported: 100, width: 100),  // then the terminal
        Case(option: nil, isTerminal: true, columns: nil, reported: 0, width: 80),  // then 80
        Case(option: nil, isTerminal: true, columns: "", reported: 42, width: 42),  // an empty COLUMNS is unset
        Case(option: nil, isTerminal: true, columns: "wide", reported: 42, width: 42),
        Case(option: nil, isTerminal: true, columns: "0", reported: 42, width: 42),
        Case(option: nil, isTerminal: true, columns: "-3", reported: 42, width: 42),
        Case(option: nil, isTerminal: true, columns: "99999999999999999999", reported: 42, width: 42),
        Case(option: nil, isTerminal: true, columns: "4", reported: 42, width: 10),  // kept within 10...1000
        Case(option: nil, isTerminal: true, columns: nil, reported: 5000, width: 1000),
    ])
    func choosesTheWidth(_ item: Case) {
        let width = TerminalWidth.resolve(
            option: item.option, isTerminal: item.isTerminal, columnsVariable: item.columns, reported: item.reported)
        #expect(width == item.width)
    }
}
