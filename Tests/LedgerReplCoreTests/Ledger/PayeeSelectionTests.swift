import Testing

@testable import LedgerReplCore

/// A transaction's payee tested on its description's bytes is the payee `JournalNames.payee(of:)`
/// reads from its text: for plain payees (bytes compared) and others (text compared), and for
/// descriptions whose bytes cannot settle it (a mark joined to `|` or to a space, decomposed letters,
/// malformed UTF-8). Rows are ours, one for each way bytes and text could part.
struct PayeeSelectionTests {
    static let payees = ["Starbucks", "스타벅스 강남점", "café", "GS25", "a|b"]
    static let otherPayees = ["e\u{301}clair", "Starbucks"]
    static let descriptions: [[UInt8]] =
        [
            "Starbucks", "Starbucks | latte", "  Starbucks\t", "Starbucks|", "starbucks", "Starbucks Reserve",
            "스타벅스 강남점", "스타벅스 강남점 | 커피", "스타벅스", "café", "cafe\u{301}", "café|\u{301}x", "GS25 |",
            "| GS25", "e\u{301}clair", "éclair", "a|b", "Starbucks \u{301}", "\u{600}|Starbucks", "",
        ].map { Array($0.utf8) } + [[0x53, 0xFF, 0x74], [0xED, 0xA0, 0x80], Array("Starbucks".utf8) + [0xC3]]

    @Test(arguments: [payees, otherPayees])
    func theBytesTestIsTheTextTest(_ payees: [String]) {
        let selection = PayeeSelection(payees)
        for description in Self.descriptions {
            let text = String(decoding: description, as: UTF8.self)
            let byBytes = description.withUnsafeBufferPointer { selection.containsPayee(ofDescription: $0) }
            #expect(byBytes == Set(payees).contains(JournalNames.payee(of: text)), "\(description)")
        }
    }

    @Test func plainPayeesAreComparedAsBytes() {
        #expect(PayeeSelection(Self.payees).plainBytes != nil)
        #expect(PayeeSelection(Self.otherPayees).plainBytes == nil)
    }
}
