import Testing

@testable import LedgerJournalCore

struct ExactDecimalTests {
    struct TextCase: Sendable, CustomTestStringConvertible {
        let text: String
        let smallMantissa: Int128?
        let scale: Int
        var testDescription: String { String(text.prefix(40)) }
    }

    static let places255 = "0." + String(repeating: "0", count: 254) + "1"

    @Test(arguments: [
        TextCase(text: "0", smallMantissa: 0, scale: 0),
        TextCase(text: "12.50", smallMantissa: 1250, scale: 2),
        TextCase(text: "-1234.5", smallMantissa: -12345, scale: 1),
        TextCase(text: "170141183460469231731687303715884105727", smallMantissa: Int128.max, scale: 0),
        // One past Int128.max, and a 61-digit number: the wide form, digits kept.
        TextCase(text: "170141183460469231731687303715884105728", smallMantissa: nil, scale: 0),
        TextCase(text: "-9" + String(repeating: "9", count: 60), smallMantissa: nil, scale: 0),
        TextCase(text: "103345.9403999999999997327221334520861234", smallMantissa: nil, scale: 34),
        // hledger's `Decimal` holds up to 255 places.
        TextCase(text: places255, smallMantissa: 1, scale: 255),
    ])
    func readsPlainDecimals(_ example: TextCase) throws {
        let value = try #require(ExactDecimal(example.text))
        #expect(value.smallMantissa == example.smallMantissa)
        #expect(value.scale == example.scale)
        #expect(value.description == example.text)
    }

    @Test(arguments: ["", "-", "1.2.3", "1e5", "12a", "0." + String(repeating: "0", count: 255) + "1"])
    func refusesMalformedTextOrMoreThan255Places(_ text: String) {
        #expect(ExactDecimal(text) == nil)
    }

    @Test func comparesNumericallyAcrossScalesAndForms() {
        #expect(dec("1.0") == dec("1.00"))
        #expect(dec("1.5").hashValue == dec("1.50").hashValue)
        #expect(dec("-2") < dec("1.99"))
        #expect(dec("0.001") < dec("0.01"))
        let wide = dec("1" + String(repeating: "0", count: 40))
        #expect(wide == dec("1" + String(repeating: "0", count: 40) + ".00"))
        #expect(wide.hashValue == dec("1" + String(repeating: "0", count: 40) + ".00").hashValue)
        #expect(dec("170141183460469231731687303715884105727") < wide)
        #expect(-wide < dec("-170141183460469231731687303715884105727"))
        #expect(dec("0.5") < wide && -wide < dec("-0.5"))
    }

    struct SumCase: Sendable, CustomTestStringConvertible {
        let left: String
        let right: String
        let sum: String
        var testDescription: String { "\(left.prefix(20)) + \(right.prefix(20))" }
    }

    /// Sums are exact at the larger scale, past `Int128` too (`Data.Decimal` adds `Integer` mantissas).
    @Test(arguments: [
        SumCase(left: "1.5", right: "2.25", sum: "3.75"),
        SumCase(
            left: "170141183460469231731687303715884105727", right: "1",
            sum: "170141183460469231731687303715884105728"),
        SumCase(
            left: "170141183460469231731687303715884105728", right: "-1",
            sum: "170141183460469231731687303715884105727"),
        SumCase(
            left: "-5365999.99999999999998612221219", right: "6624691304.3646489599828669287684076173812864",
            sum: "6619325304.3646489599828808065562176173812864"),
        SumCase(
            left: "99999999999999999999999999999999999999.5", right: "-99999999999999999999999999999999999999.5",
            sum: "0.0"),
        SumCase(
            left: "1" + String(repeating: "0", count: 50), right: "0.01",
            sum: "1" + String(repeating: "0", count: 50) + ".01"),
    ])
    func addsExactlyWithoutOverflow(_ example: SumCase) {
        let sum = dec(example.left) + dec(example.right)
        #expect(sum.description == example.sum)
        #expect(dec(example.sum) - dec(example.right) == dec(example.left))
    }

    @Test func negatesEveryNumber() throws {
        let least = try #require(ExactDecimal(mantissa: Int128.min, scale: 0))
        #expect((-least).description == "170141183460469231731687303715884105728")
        #expect(-(-least) == least)
        #expect(least.magnitude == -least)
        #expect(ExactDecimal(mantissa: 1, scale: 256) == nil)
    }

    struct ProductCase: Sendable, CustomTestStringConvertible {
        let left: String
        let right: String
        let product: String
        var testDescription: String { "\(left.suffix(20)) × \(right.suffix(20))" }
    }

    static let tiny15 = "0." + String(repeating: "0", count: 198) + "15"
    static let tiny25 = "0." + String(repeating: "0", count: 198) + "25"
    static let tiny1 = "0." + String(repeating: "0", count: 55) + "1"

    /// Products as hledger's `Decimal` computes a cost: exact, half to even at 255 places, without
    /// trailing zeros. The long price is one of ledger's `test/input/standard.dat`
    /// (github.com/ledger/ledger); hledger 1.25 shows the same digits for these costs
    /// (`Fixtures/wide-amounts.journal`); the 255-place cases follow `Data.Decimal`'s
    /// `normalizeDecimal . realFracToDecimal 255`.
    @Test(arguments: [
        ProductCase(left: "0.15", right: "0.15", product: "0.0225"),
        ProductCase(left: "-1.50", right: "2.00", product: "-3"),
        ProductCase(
            left: "1925.940000", right: "53.6599999999999999998612221219",
            product: "103345.940399999999999732722133452086"),
        ProductCase(
            left: "-5.838000", right: "53.6599999999999999998612221219",
            product: "-313.2670799999999999991898147476522"),
        ProductCase(
            left: "170141183460469231731687303715884105727", right: "2",
            product: "340282366920938463463374607431768211454"),
        ProductCase(
            left: "0.1234567890123456789", right: "0.12345678901234567891",
            product: "0.015241578753238836751425087877625361999"),
        ProductCase(
            left: "-123456789.123456", right: "53.6599999999999999998612221219",
            product: "-6624691304.3646489599828669287684076173812864"),
        // 1.5 and 2.5 units in the 255th place: half to even, 2 both times.
        ProductCase(left: tiny15, right: tiny1, product: "0." + String(repeating: "0", count: 254) + "2"),
        ProductCase(left: tiny25, right: tiny1, product: "0." + String(repeating: "0", count: 254) + "2"),
        ProductCase(
            left: "0." + String(repeating: "0", count: 127) + "5",
            right: "0." + String(repeating: "0", count: 127) + "1", product: "0"),
    ])
    func multipliesAsHledger(_ example: ProductCase) {
        let product = dec(example.left) * dec(example.right)
        #expect(product.description == example.product)
        #expect(dec(example.right) * dec(example.left) == product)
    }

    struct QuotientCase: Sendable, CustomTestStringConvertible {
        let dividend: String
        let divisor: String
        let places: Int
        let halfEven: String
        let halfAway: String
        var testDescription: String { "\(dividend.prefix(20)) / \(divisor)" }
    }

    @Test(arguments: [
        QuotientCase(dividend: "10", divisor: "3", places: 2, halfEven: "3.33", halfAway: "3.33"),
        QuotientCase(dividend: "-2", divisor: "3", places: 2, halfEven: "-0.67", halfAway: "-0.67"),
        QuotientCase(dividend: "0.125", divisor: "1", places: 2, halfEven: "0.12", halfAway: "0.13"),
        QuotientCase(dividend: "0.135", divisor: "-1", places: 2, halfEven: "-0.14", halfAway: "-0.14"),
        QuotientCase(dividend: "1.5", divisor: "0.5", places: 0, halfEven: "3", halfAway: "3"),
        QuotientCase(
            dividend: "340282366920938463463374607431768211455", divisor: "2", places: 0,
            halfEven: "170141183460469231731687303715884105728", halfAway: "170141183460469231731687303715884105728"),
        QuotientCase(
            dividend: "1", divisor: "340282366920938463463374607431768211456", places: 40,
            halfEven: "0.0000000000000000000000000000000000000029",
            halfAway: "0.0000000000000000000000000000000000000029"),
    ])
    func dividesToPlacesWithEitherRounding(_ example: QuotientCase) {
        let quotient = { (rule: ExactDecimal.Rounding) in
            dec(example.dividend).divided(by: dec(example.divisor), toPlaces: example.places, rule)?.description
        }
        #expect(quotient(.halfEven) == example.halfEven)
        #expect(quotient(.halfAwayFromZero) == example.halfAway)
        #expect(dec(example.dividend).divided(by: .zero, toPlaces: 2, .halfEven) == nil)
    }

    /// hledger's `amountLooksZero`: at most half a unit in the last shown place looks zero, so a
    /// transaction off by exactly $0.005 balances at two places (hledger-lib's Hledger/Data/Amount.hs).
    @Test(arguments: [
        ("0.005", 2, true), ("-0.005", 2, true), ("0.0051", 2, false), ("0.004999", 2, true), ("0.01", 2, false),
        ("0.4", 0, true), ("0.5", 0, true), ("0.51", 0, false), ("3", 0, false), ("0", 0, true),
    ])
    func looksZeroAsHledgerDoes(_ value: String, _ places: Int, _ expected: Bool) {
        #expect(dec(value).looksZero(atPlaces: places) == expected)
    }

    @Test func normalizesAndRescalesTheWideForm() {
        let wide = dec("12345678901234567890123456789012345678901.2300")
        #expect(wide.normalized.description == "12345678901234567890123456789012345678901.23")
        #expect(wide.rescaled(to: 1) == nil)
        #expect(wide.rescaled(to: 6)?.description == "12345678901234567890123456789012345678901.230000")
        #expect(dec("1.5").rescaled(to: 200)?.normalized == dec("1.5"))
        #expect(dec("0").rescaled(to: 255)?.isZero == true)
        #expect(wide.wholeValue == nil && dec("42.00").wholeValue == 42 && dec("4.2").wholeValue == nil)
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
        RoundCase(
            value: "-99999999999999999999999999999999999999.5", places: 0,
            expected: "-100000000000000000000000000000000000000"),
        RoundCase(
            value: "0." + String(repeating: "0", count: 60) + "5", places: 60,
            expected: "0." + String(repeating: "0", count: 59) + "1"),
    ])
    func roundsHalfAwayFromZero(_ example: RoundCase) {
        #expect(dec(example.value).rounded(toPlaces: example.places).description == example.expected)
    }

    @Test func roundsHalfToEvenWhenAsked() {
        #expect(dec("0.125").rounded(toPlaces: 2, .halfEven).description == "0.12")
        #expect(dec("0.135").rounded(toPlaces: 2, .halfEven).description == "0.14")
        let half = "0." + String(repeating: "0", count: 60) + "5"
        #expect(dec(half).rounded(toPlaces: 60, .halfEven).isZero)
        #expect(
            dec("2" + half.dropFirst()).rounded(toPlaces: 60, .halfEven).description == "2."
                + String(repeating: "0", count: 60))
    }
}
