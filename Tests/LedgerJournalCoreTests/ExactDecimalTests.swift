import Testing

@testable import LedgerJournalCore

struct ExactDecimalTests {
    struct TextCase: Sendable, CustomTestStringConvertible {
        let text: String
        let mantissa: Int128
        let scale: Int
        var testDescription: String { text }
    }

    @Test(arguments: [
        TextCase(text: "0", mantissa: 0, scale: 0),
        TextCase(text: "12.50", mantissa: 1250, scale: 2),
        TextCase(text: "-1234.5", mantissa: -12345, scale: 1),
        TextCase(text: "170141183460469231731687303715884105727", mantissa: Int128.max, scale: 0),
    ])
    func readsPlainDecimals(_ example: TextCase) throws {
        let value = try #require(ExactDecimal(example.text))
        #expect(value.mantissa == example.mantissa)
        #expect(value.scale == example.scale)
        #expect(value.description == example.text)
    }

    @Test(arguments: [
        "", "-", "1.2.3", "1e5", "12a", "170141183460469231731687303715884105728",
        "9" + String(repeating: "9", count: 60),
    ])
    func refusesMalformedOrTooLargeText(_ text: String) {
        #expect(ExactDecimal(text) == nil)
    }

    @Test func comparesNumericallyAcrossScales() {
        #expect(dec("1.0") == dec("1.00"))
        #expect(dec("1.5").hashValue == dec("1.50").hashValue)
        #expect(dec("-2") < dec("1.99"))
        #expect(dec("0.001") < dec("0.01"))
    }

    @Test func reportsOverflowInsteadOfTrapping() throws {
        let huge = try #require(ExactDecimal(mantissa: Int128.max, scale: 0))
        #expect(huge.adding(ExactDecimal(1)) == nil)
        #expect(huge.rescaled(to: 1) == nil)
        #expect(huge.multiplied(by: ExactDecimal(2)) == nil)
        #expect(ExactDecimal(mantissa: Int128.min, scale: 0)?.negated() == nil)
        #expect(ExactDecimal(mantissa: 1, scale: 39) == nil)
    }

    struct ProductCase: Sendable, CustomTestStringConvertible {
        let left: String
        let right: String
        let product: String?
        var testDescription: String { "\(left) × \(right)" }
    }

    /// Products are exact and without trailing zeros, as hledger's `Decimal` computes a cost. The long price is one of ledger's
    /// `test/input/standard.dat` (github.com/ledger/ledger); the expected digits are hledger 1.25's.
    @Test(arguments: [
        ProductCase(left: "0.15", right: "0.15", product: "0.0225"),
        ProductCase(left: "-1.50", right: "2.00", product: "-3"),
        ProductCase(
            left: "1925.940000", right: "53.6599999999999999998612221219",
            product: "103345.940399999999999732722133452086"),
        ProductCase(
            left: "-5.838000", right: "53.6599999999999999998612221219",
            product: "-313.2670799999999999991898147476522"),
        ProductCase(left: "170141183460469231731687303715884105727", right: "2", product: nil),
        ProductCase(left: "0.1234567890123456789", right: "0.12345678901234567891", product: nil),
    ])
    func multipliesExactly(_ example: ProductCase) {
        let product = dec(example.left).multiplied(by: dec(example.right))
        #expect(product == example.product.map(dec))
    }

    struct RoundCase: Sendable {
        let value: String
        let places: Int
        let expected: String
    }

    @Test(arguments: [
        RoundCase(value: "1.25", places: 1, expected: "1.3"),
        RoundCase(value: "-1.25", places: 1, expected: "-1.3"),
        RoundCase(value: "1.24", places: 1, expected: "1.2"),
        RoundCase(value: "0.004", places: 2, expected: "0.00"),
        RoundCase(value: "7", places: 2, expected: "7"),
    ])
    func roundsHalfAwayFromZero(_ example: RoundCase) {
        #expect(dec(example.value).rounded(toPlaces: example.places).description == example.expected)
    }
}
