import Testing

@testable import LedgerJournalCore

struct CompactMoneyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let value: String
        let english: String
        let korean: String
        var testDescription: String { value }
    }

    @Test(arguments: [
        Case(value: "0", english: "0", korean: "0"),
        Case(value: "950.4", english: "950", korean: "950"),
        Case(value: "9500", english: "9.5K", korean: "9500"),
        Case(value: "12000", english: "12K", korean: "1.2만"),
        Case(value: "999499", english: "999K", korean: "100만"),
        Case(value: "999500", english: "1M", korean: "100만"),
        Case(value: "1200000", english: "1.2M", korean: "120만"),
        Case(value: "-1234567", english: "-1.2M", korean: "-123만"),
        Case(value: "150000000", english: "150M", korean: "1.5억"),
        Case(value: "3000000000000", english: "3T", korean: "3조"),
        Case(
            value: "170141183460469231731687303715884105727", english: "170141183460469231731687304T",
            korean: "170141183460469231731687304조"),
    ])
    func fitsAPopoverCell(_ example: Case) {
        #expect(CompactMoney.format(dec(example.value), units: .english) == example.english)
        #expect(CompactMoney.format(dec(example.value), units: .korean) == example.korean)
    }
}
