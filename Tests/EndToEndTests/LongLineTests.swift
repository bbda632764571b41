import Foundation
import Testing

/// A line just under the 64 KiB limit is answered at once, whatever it holds: one long word of Latin
/// letters or Hangul, a word repeated with or without spaces, question words run together. Each run
/// must end within a generous bound of processor time (`ulimit -t 10`, so a busy machine does not
/// count), far above what a linear reading takes even in a debug build; a reading that grows with the
/// square of the line's length takes minutes.
@Suite struct LongLineTests {
    @Test(arguments: [
        "x", "a", "가", "지출", "얼마", "지난달지출", "월", "1월", "x y ", "가 ", "다음 달 ", "1,", "- ", "of ",
        "3 months ago ", "크리스마스", "nextmonth",
    ])
    func aLongLineIsAnsweredAtOnce(_ unit: String) throws {
        let repeats = 65_000 / unit.utf8.count
        let line = String(repeating: unit, count: repeats).trimmingCharacters(in: .whitespaces)
        let result = try BinaryRunner.shell(
            "(ulimit -t 10; exec '\(BinaryRunner.binary.path)' --today 2026-12-01) >/dev/null 2>&1; echo \"status $?\"",
            stdin: Data((line + "\nopen\n").utf8))
        // 1 is the error the line is; a process killed at its processor-time bound ends with 137.
        #expect(result.stdout == "status 1\n", "\(unit) × \(repeats)")
    }
}
