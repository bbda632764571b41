import Testing

@testable import LedgerReplShell

/// The bytes the writer's helpers append: a script's error lines are written with them.
@Suite struct OutputWriterTests {
    @Test(arguments: [0, 7, 9, 10, 99, 100, 2026, 9999, 10_000, 1_234_567, Int.max, -1, -305, Int.min])
    func writesADecimalAsStringDoes(_ value: Int) {
        var bytes: [UInt8] = Array("line ".utf8)
        bytes.appendDecimal(value)
        #expect(String(decoding: bytes, as: UTF8.self) == "line \(value)")
    }
}
