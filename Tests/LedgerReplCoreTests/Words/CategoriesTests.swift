import Testing

@testable import LedgerReplCore

/// The word tables' suffix tests and lookups read a word of ASCII and precomposed syllables by its bytes,
/// and any other word by its characters: both give the same answers. Each case is checked as written
/// and with its Hangul decomposed into conjoining jamo (which takes the character path).
@Suite struct CategoriesTests {
    /// `text` with every precomposed Hangul syllable written as its conjoining jamo (Unicode's NFD).
    static func decomposed(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard (0xAC00...0xD7A3).contains(scalar.value) else {
                scalars.append(scalar)
                continue
            }
            let index = scalar.value - 0xAC00
            for value in [0x1100 + index / 588, 0x1161 + (index % 588) / 28]
                + (index % 28 == 0 ? [] : [0x11A7 + index % 28])
            {
                if let jamo = Unicode.Scalar(value) { scalars.append(jamo) }
            }
        }
        return String(scalars)
    }

    /// Source: `Categories.koreanSuffixes` and the English plural rules of `stem(_:)`.
    @Test(arguments: [
        ("교통비", "교통"), ("통신요금", "통신"), ("수리비용", "수리"), ("보험료", "보험"), ("비", "비"), ("식비", "식비"),
        ("groceries", "grocery"), ("phone bills", "phone"), ("cards", "card"), ("glass", "glass"), ("bus", "bus"),
        ("food", "food"), ("  food  ", "food"), ("mobile  phone", "mobile phone"), ("ies", "ies"),
    ])
    func stemsAlike(_ word: String, _ stem: String) {
        #expect(Categories.stem(word) == stem)
        #expect(Categories.stem(Self.decomposed(word)) == stem)
    }

    /// Source: `Particles.all` (the particles that end a name).
    @Test(arguments: [
        ("식비는", "식비"), ("스타벅스에서", "스타벅스"), ("커피랑", "커피"), ("는", "는"), ("교통비", "교통비"), ("abc", "abc"),
        ("카드로", "카드"), ("식비에서는", "식비"),
    ])
    func stripsParticlesAlike(_ word: String, _ stripped: String) {
        #expect(Particles.stripping(word) == stripped)
        #expect(Particles.stripping(Self.decomposed(word)) == stripped)
    }

    /// Source: `Categories.all`, `payeeNicknames`, `englishSuffixWords`; a Korean cost by its ending.
    @Test(arguments: [
        ("식비", true), ("groceries", true), ("Groceries", true), ("스벅", true), ("bills", true), ("교통비", true),
        ("phone bills", true), ("xyzzy", false), ("사과", false), ("", false),
    ])
    func findsCategoryWordsAlike(_ word: String, _ isCategory: Bool) {
        #expect(Categories.isCategoryWord(word) == isCategory, "\(word)")
        #expect(Categories.isCategoryWord(Self.decomposed(word)) == isCategory, "\(word) decomposed")
    }

    @Test(arguments: [("택배비", true), ("보험료", true), ("비", false), ("coffee", false), ("책값", true), ("식사", false)])
    func findsCostsAlike(_ word: String, _ isCost: Bool) {
        #expect(Categories.looksLikeACost(word) == isCost)
        #expect(Categories.looksLikeACost(Self.decomposed(word)) == isCost)
    }

    /// A word of the phrase or command tables is no subject word, by bytes or by characters.
    @Test(arguments: [("월세", true), ("다음달", false), ("open", false), ("택배비", true), ("3월", false)])
    func subjectWordsAlike(_ word: String, _ isSubject: Bool) {
        #expect(QuestionReader.isSubjectWord(word) == isSubject, "\(word)")
        #expect(QuestionReader.isSubjectWord(Self.decomposed(word)) == isSubject, "\(word) decomposed")
    }

    /// `terms(for:)`: the word's own forms, then its categories' spellings, then the narrower ones'.
    @Test func termsWidenFromTheWord() {
        let terms = Categories.terms(for: "food")
        #expect(terms[0] == ["food"])
        #expect(terms[1].isSuperset(of: ["food", "식비", "meal"]))
        #expect(terms[2].isSuperset(of: terms[1].union(["grocery", "커피", "coffee"])))
        #expect(Categories.terms(for: "xyzzy") == [["xyzzy"], ["xyzzy"], ["xyzzy"]])
    }

    /// `comparable(_:)` finds a name already in the form, and works ASCII and Hangul syllables on
    /// their bytes: the same text as the full path (normalise, compact Korean, drop apostrophes).
    /// Source: the shapes of account names and payees in `scripts/generate-journal` and the examples,
    /// and the edges of each rule (spaces at the ends and doubled, tabs, capitals, apostrophes next to
    /// spaces, Hangul with spaces, U+A000 to U+D7FF outside the syllables, `’`, jamo, full-width).
    @Test(arguments: [
        "expenses:food:groceries", "지출:보험:항목7", "Red Blue Market", "나래가람 편의점", "  Whole  Foods ", "a\tb",
        "Trader Joe's", "joe's", "a ' b", "' a", "a '", "'", "''", "스타벅스 강남점", "스타벅스  강남점 ", "스타벅스's 점",
        "GS25", "gs25", "", " ", "a  b", "a b", "ꀀ b", "ꀀb", "\u{D7B0}", "가\u{11A8}", "jul ’24", "ＡＢＣ", "café",
        "e\u{301}", "a\u{0}b", "a\u{7F}", "\r\n", "x\r\ny", "다음 달", "\u{1103}\u{1161}", "Ⅻ", "ß", "İ",
    ])
    func comparesAsTheFullPathDoes(_ text: String) {
        #expect(Categories.comparable(text) == Categories.comparableInFull(text))
        #expect(Array(Categories.comparable(text).utf8) == Array(Categories.comparableInFull(text).utf8))
    }
}
