/// The edit distance between two strings; drives "did you mean …?".
public enum EditDistance {
    /// The number of single-character insertions, deletions, substitutions and swaps of two neighbours
    /// turning `a` into `b` (optimal string alignment: `opne` is one edit from `open`).
    public static func between(_ a: String, _ b: String) -> Int {
        between(Array(a), Array(b))
    }

    /// `between(_:_:)` on strings already split into characters (or any equatable units).
    static func between<Unit: Equatable>(_ a: [Unit], _ b: [Unit]) -> Int {
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
    /// (`다음닭` → `다음달`, not `다음`), then the first. Lengths and distances count Unicode scalars (a
    /// precomposed Hangul syllable is one).
    ///
    /// Builds an `Index` of the candidates each time: a caller asking often keeps one instead.
    public static func nearest(to input: String, among candidates: [String]) -> String? {
        Index(candidates).nearest(to: input)
    }

    /// Candidates prepared for `nearest(to:)`: their scalars in one array, grouped by length, so a query
    /// looks only at candidates within three of its length; a candidate whose scalars differ from the
    /// query's in more ways than the best so far allows is passed over on a 64-bit summary of them, and
    /// each remaining comparison is bit-parallel.
    public struct Index: Sendable {
        /// The candidates as given.
        private let words: [String]
        /// Every candidate's scalars, one after another.
        private let scalars: [UInt32]
        /// For each length, the candidates of that length as (first scalar, index in `words`, the
        /// `summary` of its scalars), in order.
        private let byLength: [[(start: Int, index: Int, summary: UInt64)]]

        /// Prepares `candidates` (at most 64 scalars each are considered; longer ones are never near).
        public init(_ candidates: [String]) {
            words = candidates
            var scalars: [UInt32] = []
            var byLength: [[(start: Int, index: Int, summary: UInt64)]] = []
            for (index, word) in candidates.enumerated() {
                let start = scalars.count
                for scalar in word.unicodeScalars { scalars.append(scalar.value) }
                let length = scalars.count - start
                guard length <= 64 else {
                    scalars.removeLast(length)
                    continue
                }
                while byLength.count <= length { byLength.append([]) }
                let summary = scalars.withUnsafeBufferPointer {
                    Self.summary(UnsafeBufferPointer(rebasing: $0[start...]))
                }
                byLength[length].append((start, index, summary))
            }
            self.scalars = scalars
            self.byLength = byLength
        }

        /// The candidate nearest to `input`, as `EditDistance.nearest(to:among:)` chooses it, at most
        /// `mostEdits` edits away when that is given (a tighter bound than the length allows).
        public func nearest(to input: String, mostEdits: Int = 3) -> String? {
            let query = Array(input.unicodeScalars.lazy.map(\.value))
            let length = query.count
            guard length > 0, length <= 64 else { return nil }
            let pattern = Pattern(query)
            let querySummary = query.withUnsafeBufferPointer(Self.summary)
            // The best so far: distance, whether it only adds letters (0) or not (1), length difference,
            // index. A distance above 3 is never suggested, so nothing further need be looked at.
            var best: (distance: Int, subsequence: Int, difference: Int, index: Int, length: Int)?
            for difference in 0...3 {
                if let best, difference > best.distance { break }
                for side in 0..<(difference == 0 ? 1 : 2) {
                    let candidateLength = side == 0 ? length - difference : length + difference
                    guard candidateLength > 0, candidateLength < byLength.count else { continue }
                    for (start, index, summary) in byLength[candidateLength] {
                        // A scalar of one that the other lacks costs at least one edit, so the scalars
                        // missing on either side bound the distance from below (a shared summary bit
                        // only makes the bound smaller). Above 3, or above the best so far, the
                        // candidate cannot be chosen.
                        let missing = max(
                            (querySummary & ~summary).nonzeroBitCount, (summary & ~querySummary).nonzeroBitCount)
                        if missing > min(best?.distance ?? 3, 3) { continue }
                        let (distance, subsequence) = scalars.withUnsafeBufferPointer { all in
                            let candidate = UnsafeBufferPointer(rebasing: all[start..<start + candidateLength])
                            let distance = pattern.distance(to: candidate)
                            if let best, distance > best.distance { return (distance, 1) }
                            return (distance, Self.isSubsequence(query, of: candidate) ? 0 : 1)
                        }
                        if let best,
                            (distance, subsequence, difference, index)
                                >= (best.distance, best.subsequence, best.difference, best.index)
                        {
                            continue
                        }
                        best = (distance, subsequence, difference, index, candidateLength)
                    }
                }
            }
            guard let best else { return nil }
            let longer = max(length, best.length)
            let allowed = min(mostEdits, 3, max(1, longer / 3))
            // A candidate that shares nothing with the input (`x` → `<`) is no suggestion.
            return best.distance <= allowed && best.distance < longer ? words[best.index] : nil
        }

        /// One bit for each scalar of `scalars` (a scalar's bit is a hash of it, so two may share one).
        private static func summary(_ scalars: UnsafeBufferPointer<UInt32>) -> UInt64 {
            var bits: UInt64 = 0
            for scalar in scalars { bits |= 1 << UInt64((scalar &* 2_654_435_761) >> 26) }
            return bits
        }

        /// Whether every scalar of `short` appears in `long`, in order.
        private static func isSubsequence(_ short: [UInt32], of long: UnsafeBufferPointer<UInt32>) -> Bool {
            var position = 0
            for scalar in short {
                while position < long.count, long[position] != scalar { position += 1 }
                guard position < long.count else { return false }
                position += 1
            }
            return true
        }
    }

    /// A query of at most 64 scalars as bit masks: for each scalar, the positions where it occurs.
    struct Pattern {
        private var ascii = [UInt64](repeating: 0, count: 128)
        private var others: [(scalar: UInt32, mask: UInt64)] = []
        private let last: UInt64
        let length: Int

        init(_ query: [UInt32]) {
            length = query.count
            last = 1 << UInt64(query.count - 1)
            for (position, scalar) in query.enumerated() {
                let bit: UInt64 = 1 << UInt64(position)
                if scalar < 128 {
                    ascii[Int(scalar)] |= bit
                } else if let found = others.firstIndex(where: { $0.scalar == scalar }) {
                    others[found].mask |= bit
                } else {
                    others.append((scalar, bit))
                }
            }
        }

        private func mask(_ scalar: UInt32) -> UInt64 {
            if scalar < 128 { return ascii[Int(scalar)] }
            for entry in others where entry.scalar == scalar { return entry.mask }
            return 0
        }

        /// The optimal-string-alignment distance from the query to `text`: Hyyrö's bit-vector algorithm
        /// (2003) with the transposition term, one step per scalar of `text`.
        func distance(to text: UnsafeBufferPointer<UInt32>) -> Int {
            var vp: UInt64 = length == 64 ? ~0 : (1 << UInt64(length)) &- 1
            var vn: UInt64 = 0
            var d0: UInt64 = 0
            var previousMask: UInt64 = 0
            var distance = length
            for scalar in text {
                let pm = mask(scalar)
                let transposition = ((~d0 & pm) << 1) & previousMask
                d0 = (((pm & vp) &+ vp) ^ vp) | pm | vn | transposition
                let hp = vn | ~(d0 | vp)
                let hn = d0 & vp
                if hp & last != 0 {
                    distance += 1
                } else if hn & last != 0 {
                    distance -= 1
                }
                let shifted = (hp << 1) | 1
                vp = (hn << 1) | ~(d0 | shifted)
                vn = d0 & shifted
                previousMask = pm
            }
            return distance
        }
    }
}
