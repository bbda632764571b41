import Testing

@testable import LedgerReplCore

/// The bit-parallel distance and the prepared index choose exactly what the textbook algorithms do.
@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("opne", "open", 1), ("open", "open", 0), ("", "abc", 3), ("monts", "months", 1), ("ca", "abc", 3),
        ("다음닭", "다음달", 1), ("nxt month", "next month", 1), ("abcdef", "badcfe", 3), ("kitten", "sitting", 3),
    ])
    func countsInsertionsDeletionsSubstitutionsAndSwaps(_ a: String, _ b: String, _ distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        let query = Array(a.unicodeScalars.map(\.value))
        if !query.isEmpty {
            let text = Array(b.unicodeScalars.map(\.value))
            #expect(text.withUnsafeBufferPointer { EditDistance.Pattern(query).distance(to: $0) } == distance)
        }
    }

    /// Random words over a small alphabet (so that swaps and repeats are common), every length up to 64.
    @Test func theBitVectorDistanceIsTheTableDistance() {
        var random = SplitMix(seed: 12)
        let alphabet: [UInt32] = [0x61, 0x62, 0x63, 0x64, 0xB2E4, 0xC74C]
        for _ in 0..<3000 {
            let a = (0..<random.next(1...64)).map { _ in alphabet[random.next(0...alphabet.count - 1)] }
            let b = (0..<random.next(0...24)).map { _ in alphabet[random.next(0...alphabet.count - 1)] }
            let fast = b.withUnsafeBufferPointer { EditDistance.Pattern(a).distance(to: $0) }
            #expect(fast == EditDistance.between(a, b), "\(a) \(b)")
        }
    }

    /// The index suggests what the original search suggested, on typos of every vocabulary spelling and
    /// lexicon word and on words that are near nothing.
    @Test func theIndexChoosesLikeTheFullSearch() {
        let candidates = Vocabulary.allSpellings
        let index = EditDistance.Index(candidates)
        var random = SplitMix(seed: 7)
        var queries = ["frobnicate", "opne", "nxt", "julyy", "xyzzy plugh", "다음닭", "지난딸", "x", "<>", "q"]
        for word in candidates + Lexicon.allEnglishWords {
            var scalars = Array(word.unicodeScalars)
            guard !scalars.isEmpty else { continue }
            let position = random.next(0...scalars.count - 1)
            switch random.next(0...2) {
            case 0: scalars.remove(at: position)
            case 1: scalars.insert("e", at: position)
            default: scalars.swapAt(position, min(position + 1, scalars.count - 1))
            }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            queries.append(String(text))
        }
        // Words near nothing and words near a little, over letters and syllables the spellings use, so
        // that the summaries' lower bound passes some candidates over and must never pass over the best.
        let letters = Array("aeimnoprst다음달지난해월".unicodeScalars)
        for _ in 0..<400 {
            var text = String.UnicodeScalarView()
            for _ in 0..<random.next(1...11) { text.append(letters[random.next(0...letters.count - 1)]) }
            queries.append(String(text))
        }
        for query in queries {
            #expect(index.nearest(to: query) == Self.reference(query, candidates), "\(query)")
        }
    }

    /// The search as it was first written: every candidate, the whole distance table.
    static func reference(_ input: String, _ candidates: [String]) -> String? {
        guard !input.isEmpty, input.unicodeScalars.count <= 64 else { return nil }
        let characters = Array(input.unicodeScalars)
        var best: (candidate: String, rank: (Int, Int, Int))?
        for candidate in candidates {
            let other = Array(candidate.unicodeScalars)
            let lengthDifference = abs(other.count - characters.count)
            if lengthDifference > 3 { continue }
            let distance = EditDistance.between(characters, other)
            var iterator = other.makeIterator()
            let subsequence = characters.allSatisfy { scalar in
                while let next = iterator.next() { if next == scalar { return true } }
                return false
            }
            let rank = (distance, subsequence ? 0 : 1, lengthDifference)
            if best == nil || rank < (best?.rank ?? rank) { best = (candidate, rank) }
        }
        guard let best else { return nil }
        let longer = max(characters.count, best.candidate.unicodeScalars.count)
        let allowed = min(3, max(1, longer / 3))
        return best.rank.0 <= allowed && best.rank.0 < longer ? best.candidate : nil
    }
}

/// A small deterministic generator (SplitMix64) for test inputs.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ range: ClosedRange<Int>) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + Int(z % UInt64(range.count))
    }
}
