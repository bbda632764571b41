import Testing

@testable import LedgerReplCore

@Suite struct ParsedLineTableTests {
    private let context = ParseContext(today: CalendarDate(uncheckedYear: 2026, month: 11, day: 29), screenYear: 2026)

    private func find(_ table: ParsedLineTable, _ line: String, in context: ParseContext) -> Result<
        Command, PickerError
    >? {
        var line = line
        return line.withUTF8 { table.find(UnsafeRawBufferPointer($0), in: context) }
    }

    private func insert(_ table: inout ParsedLineTable, _ line: String, in context: ParseContext, _ command: Command) {
        var line = line
        line.withUTF8 { table.insert(UnsafeRawBufferPointer($0), in: context, result: .success(command)) }
    }

    @Test func findsWhatWasInsertedOnlyForTheSameBytesAndContext() {
        var table = ParsedLineTable()
        #expect(find(table, "open", in: context) == nil)
        insert(&table, "open", in: context, .picker(.open))
        insert(&table, "close", in: context, .picker(.close))
        #expect(find(table, "open", in: context) == .success(.picker(.open)))
        #expect(find(table, "close", in: context) == .success(.picker(.close)))
        #expect(find(table, "ope", in: context) == nil)
        #expect(find(table, "open ", in: context) == nil)
        var otherYear = context
        otherYear.screenYear = 2025
        #expect(find(table, "open", in: otherYear) == nil)
    }

    @Test func neverKeepsALongLine() {
        var table = ParsedLineTable()
        let long = String(repeating: "x", count: ParsedLineTable.longestKey + 1)
        insert(&table, long, in: context, .help(topic: nil))
        #expect(find(table, long, in: context) == nil)
    }

    @Test func startsAgainWhenFull() {
        var table = ParsedLineTable()
        for number in 0..<ParsedLineTable.entryLimit { insert(&table, String(number), in: context, .undo) }
        #expect(find(table, "0", in: context) == .success(.undo))
        #expect(find(table, String(ParsedLineTable.entryLimit - 1), in: context) == .success(.undo))
        insert(&table, "one more", in: context, .quit)
        #expect(find(table, "0", in: context) == nil)
        #expect(find(table, "one more", in: context) == .success(.quit))
    }
}
