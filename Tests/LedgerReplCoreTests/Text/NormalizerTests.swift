import Testing

@testable import LedgerReplCore

@Suite struct NormalizerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        let normalised: String
        var testDescription: String { input.debugDescription }
    }

    @Test(arguments: [
        Case(input: "Next Month", normalised: "next month"),
        Case(input: "  next\t\tmonth  ", normalised: "next month"),
        Case(input: "next\u{00A0}\u{3000}month", normalised: "next month"),
        Case(input: "１２월", normalised: "12월"),
        Case(input: "ＪＵＬＹ　２０２４", normalised: "july 2024"),
        Case(input: "２０２４－０７", normalised: "2024-07"),
        Case(input: "jul ’24", normalised: "jul '24"),
        Case(input: "2024–07", normalised: "2024-07"),
        Case(input: "\u{1103}\u{1161}\u{110B}\u{1173}\u{11B7} \u{1103}\u{1161}\u{11AF}", normalised: "다음 달"),
        Case(input: "\u{110C}\u{1175}\u{1102}\u{1161}\u{11AB}\u{1103}\u{1161}\u{11AF}", normalised: "지난달"),
        Case(input: "", normalised: ""),
    ])
    func normalisesOneFormForMatching(_ row: Case) {
        #expect(Normalizer.normalize(row.input) == row.normalised)
    }

    @Test func decomposedHangulComposesToTheSameScalars() {
        let decomposed = Normalizer.normalize("\u{1100}\u{1162}\u{110B}\u{116F}\u{11AF}")
        #expect(Array(decomposed.unicodeScalars) == Array("개월".unicodeScalars))
    }

    @Test func compactingRemovesSpacesOnlyFromKorean() {
        #expect(Normalizer.compactingKorean("다음 달") == "다음달")
        #expect(Normalizer.compactingKorean("next month") == "next month")
    }
}
