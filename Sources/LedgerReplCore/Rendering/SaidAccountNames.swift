/// How a reply names accounts it lists: by the leaf a person says (`월세`, `rent`), with as many of the
/// segments before it as it takes to tell two accounts apart that share a leaf (`식비:기타`, `교통:기타`),
/// never the whole path where the leaf alone is clear.
///
/// Issue 27: "the subject as the user named it ... with the account path only where it disambiguates".
public enum SaidAccountNames {
    /// The name each of `accounts` is said by, in the same order: its last segment, or the shortest run
    /// of last segments that no other account of the list shares (the whole path at most).
    public static func names(for accounts: [String]) -> [String] {
        let segments = accounts.map { $0.split(separator: ":", omittingEmptySubsequences: false).map(String.init) }
        var lengths = Array(repeating: 1, count: accounts.count)
        func name(_ index: Int) -> String { segments[index].suffix(lengths[index]).joined(separator: ":") }
        while true {
            var byName: [String: [Int]] = [:]
            for index in accounts.indices { byName[name(index), default: []].append(index) }
            var lengthened = false
            for (_, indices) in byName where indices.count > 1 {
                for index in indices where lengths[index] < segments[index].count {
                    lengths[index] += 1
                    lengthened = true
                }
            }
            if !lengthened { break }
        }
        return accounts.indices.map(name)
    }
}
