/// Searching the history as you type (Ctrl-R): the text typed so far, the entry it found, and the line
/// that shows the search.
///
/// Each typed character narrows the search to entries holding the text, newest first, staying on the
/// entry found while it still holds it; Ctrl-R again goes to the next older entry that holds it (one
/// reading differently from the one shown), Ctrl-S to the next newer; Backspace takes back the last
/// step. Text is compared by whole characters, so Hangul matches anywhere in an entry; a search with no
/// capital letter ignores the case of Latin letters. A search that finds nothing keeps showing the
/// last entry found and says so.
public struct HistorySearch: Sendable {
    /// The history, oldest first.
    public let entries: [String]
    /// The text searched for.
    public private(set) var pattern = ""
    /// The index in `entries` of the entry found, or `nil` before anything is found.
    public private(set) var found: Int?
    /// Whether the last step found nothing.
    public private(set) var failed = false
    /// The states before each step, for Backspace.
    private var steps: [(pattern: String, found: Int?, failed: Bool)] = []

    /// A search over `entries` (oldest first) with nothing typed yet.
    public init(entries: [String]) { self.entries = entries }

    /// The entry found, or `nil`.
    public var foundEntry: String? { found.map { entries[$0] } }

    /// Adds `text` to what is searched for and looks again from the entry found, towards older ones.
    public mutating func type(_ text: String) {
        save()
        pattern += text
        look(from: found ?? entries.count - 1, step: -1, skipping: nil)
    }

    /// Ctrl-R: the next older entry holding the text; with nothing typed yet, searches for `previous`
    /// (the text of the last search) as if it had been typed.
    public mutating func findOlder(previous: String = "") {
        save()
        if pattern.isEmpty {
            guard !previous.isEmpty else { return }
            pattern = previous
            look(from: entries.count - 1, step: -1, skipping: nil)
            return
        }
        look(from: (found ?? entries.count) - 1, step: -1, skipping: foundEntry)
    }

    /// Ctrl-S: the next newer entry holding the text.
    public mutating func findNewer() {
        guard !pattern.isEmpty, let found else { return }
        save()
        look(from: found + 1, step: 1, skipping: foundEntry)
    }

    /// Backspace: takes back the last step (a typed character, or a move to another entry).
    public mutating func deleteBackward() {
        guard let last = steps.popLast() else { return }
        (pattern, found, failed) = last
    }

    /// The line under the edited one while searching: `search: 개월`, `search (no match): 개월`.
    public func prompt(in language: Language) -> String {
        switch (language, failed) {
        case (.english, false): "search: " + pattern
        case (.english, true): "search (no match): " + pattern
        case (.korean, false): "입력 기록 찾기: " + pattern
        case (.korean, true): "입력 기록 찾기(없음): " + pattern
        }
    }

    private mutating func save() { steps.append((pattern, found, failed)) }

    /// Finds the first entry from `start`, going by `step`, that holds the pattern and is not `skipping`.
    private mutating func look(from start: Int, step: Int, skipping: String?) {
        var index = start
        while entries.indices.contains(index) {
            if entries[index] != skipping, Self.holds(entries[index], pattern) {
                found = index
                failed = false
                return
            }
            index += step
        }
        failed = true
    }

    /// Whether `entry` holds `pattern`, by whole characters; without a capital letter in `pattern`, Latin
    /// letters match in either case.
    static func holds(_ entry: String, _ pattern: String) -> Bool {
        if pattern.isEmpty { return true }
        if pattern.unicodeScalars.contains(where: { ("A"..."Z").contains($0) }) { return entry.contains(pattern) }
        return lowercasedLatin(entry).contains(pattern)
    }

    private static func lowercasedLatin(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar)
        }
        return String(scalars)
    }
}
