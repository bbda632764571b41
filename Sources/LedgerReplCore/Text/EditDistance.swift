/// The edit distance between two strings, counted in characters; drives "did you mean …?".
public enum EditDistance {
    /// The number of single-character insertions, deletions, substitutions and swaps of two neighbours
    /// turning `a` into `b` (optimal string alignment: `opne` is one edit from `open`).
    public static func between(_ a: String, _ b: String) -> Int {
        between(Array(a), Array(b))
    }

    /// `between(_:_:)` on strings already split into characters.
    static func between(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `input`, if one is near enough to be a plausible typo (at most a third
    /// of its length away, and never more than 3 edits). Of equally near ones, a candidate that only
    /// adds letters the input dropped wins (`monts` → `months`), then the closest in length
    /// (`다음닭` → `다음달`, not `다음`).
    public static func nearest(to input: String, among candidates: [String]) -> String? {
        guard !input.isEmpty, input.count <= 64 else { return nil }
        var best: (candidate: String, rank: (Int, Int, Int))?
        let characters = Array(input)
        let length = characters.count
        for candidate in candidates {
            // The distance is at least the difference in length. A candidate more than 3 longer or
            // shorter can never be suggested (at most 3 edits are allowed, and then only when no
            // candidate is nearer), nor one further than the best so far, so neither needs the
            // distance table.
            let lengthDifference = abs(candidate.count - length)
            if lengthDifference > 3 { continue }
            if let best, lengthDifference > best.rank.0 { continue }
            let distance = between(characters, Array(candidate))
            if let best, distance > best.rank.0 { continue }
            let rank = (distance, isSubsequence(input, of: candidate) ? 0 : 1, lengthDifference)
            if best == nil || rank < (best?.rank ?? rank) { best = (candidate, rank) }
        }
        guard let best else { return nil }
        let longer = max(input.count, best.candidate.count)
        let allowed = min(3, max(1, longer / 3))
        // A candidate that shares nothing with the input (`x` → `<`) is no suggestion.
        return best.rank.0 <= allowed && best.rank.0 < longer ? best.candidate : nil
    }

    /// Whether every character of `short` appears in `long`, in order.
    static func isSubsequence(_ short: String, of long: String) -> Bool {
        var iterator = long.makeIterator()
        for character in short {
            var found = false
            while let next = iterator.next() {
                if next == character {
                    found = true
                    break
                }
            }
            if !found { return false }
        }
        return true
    }
}
