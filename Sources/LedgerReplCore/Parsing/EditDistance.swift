/// The Levenshtein distance between two strings, counted in characters; drives "did you mean …?".
public enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions turning `a` into `b`.
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `input`, if one is near enough to be a plausible typo (at most a third
    /// of its length away, and never more than 3 edits); of equally near ones, the closest in length.
    public static func nearest(to input: String, among candidates: [String]) -> String? {
        guard !input.isEmpty, input.count <= 64 else { return nil }
        var best: (candidate: String, distance: Int, lengthGap: Int)?
        let length = input.count
        for candidate in candidates {
            let distance = between(input, candidate)
            let gap = abs(candidate.count - length)
            // On a tie, the candidate closest in length wins: `다음닭` is a typo of `다음달`, not `다음`.
            if distance < (best?.distance ?? Int.max) || (distance == best?.distance && gap < (best?.lengthGap ?? 0)) {
                best = (candidate, distance, gap)
            }
        }
        guard let best else { return nil }
        let allowed = min(3, max(1, max(input.count, best.candidate.count) / 3))
        return best.distance <= allowed ? best.candidate : nil
    }
}
