/// What questions look up in one loaded journal's names, worked out eagerly once per load: each
/// account segment's spellings as the category table compares them, and the payees' compared forms
/// laid end to end as bytes.
///
/// A question names a subject with a word or two; without the index each question compared the word
/// with every account segment in its normal form, stemming each segment again, and searched every
/// payee as text, some eight hundred normalisations for a household's journal. With it a segment is
/// named by set lookups and the payees are searched by bytes, so what remains of a question is the
/// sum over the postings in its period. An immutable value made with `JournalNames`: a reload, which
/// makes new names, makes a new index.
struct JournalIndex: Sendable {
    /// For each account (as `JournalNames` orders them), for each segment, every spelling the
    /// category table may name it by: the segment, its stem and, for an English name of several
    /// words, each word and its stem (`Categories.segment(_:isNamedBy:)` tests the same).
    let segmentSpellings: [[Set<String>]]
    /// Every spelling of every segment of every account: a word names some segment when it is one of
    /// these.
    let everySegmentSpelling: Set<String>
    /// For each spelling, the accounts (positions, ascending) with a segment it names.
    let accountsBySpelling: [String: [Int]]

    /// The payees in the compared form, as bytes, one after another with a zero byte after each (a
    /// compared form holds none), and where each starts.
    let payeeBytes: [UInt8]
    let payeeStarts: [Int]
    /// Whether a payee holds a zero byte itself, so the bytes cannot tell where it ends: then every
    /// payee is a candidate.
    let payeesHoldZero: Bool
    /// The payees not written in plain scalars only (`isPlain`): always candidates, as text written
    /// otherwise may match them with other bytes.
    let unplainPayees: [Int]
    /// For each run of three bytes in some payee's compared form, the payees (positions, ascending)
    /// that hold it; and for each run of two. A key is searched for only among the payees of its
    /// rarest run, so a question's search costs what those few payees hold, not every payee's bytes.
    let payeesByThreeBytes: [UInt32: [Int32]]
    let payeesByTwoBytes: [UInt16: [Int32]]

    /// The index of accounts whose segments, in the compared form, are `segments`, and of payees whose
    /// compared forms are `payees`.
    init(segments: [[String]], payees: [String] = []) {
        segmentSpellings = segments.map { $0.map(Self.spellings) }
        var bySpelling: [String: [Int]] = [:]
        for (account, spellings) in segmentSpellings.enumerated() {
            for spelling in spellings.reduce(into: Set<String>(), { $0.formUnion($1) }) {
                bySpelling[spelling, default: []].append(account)
            }
        }
        accountsBySpelling = bySpelling
        everySegmentSpelling = Set(bySpelling.keys)
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for payee in payees {
            starts.append(bytes.count)
            bytes += payee.utf8
            bytes.append(0)
        }
        payeeBytes = bytes
        payeeStarts = starts
        payeesHoldZero = payees.contains { $0.utf8.contains(0) }
        unplainPayees = payees.indices.filter { !Self.isPlain(payees[$0]) }
        var byThree: [UInt32: [Int32]] = [:]
        var byTwo: [UInt16: [Int32]] = [:]
        for (position, payee) in payees.enumerated() {
            let bytes = Array(payee.utf8)
            let number = Int32(position)
            for index in bytes.indices.dropLast() {
                let two = UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                if byTwo[two]?.last != number { byTwo[two, default: []].append(number) }
                guard index + 2 < bytes.count else { continue }
                let three = UInt32(two) << 8 | UInt32(bytes[index + 2])
                if byThree[three]?.last != number { byThree[three, default: []].append(number) }
            }
        }
        payeesByThreeBytes = byThree
        payeesByTwoBytes = byTwo
    }

    /// The positions of the payees whose compared form holds the bytes of `key` (compared form).
    ///
    /// Every payee whose compared form contains `key` as text is among them: text in plain scalars
    /// (`isPlain`) that matches matches byte for byte, and a payee or key in other scalars makes every
    /// such payee (or every payee) a candidate. A few more may be found (a match inside a character),
    /// so a caller compares the candidates as text.
    func payees(containing key: String) -> [Int] {
        let needle = Array(key.utf8)
        guard !payeesHoldZero, !needle.contains(0), Self.isPlain(key) else { return Array(payeeStarts.indices) }
        guard let first = needle.first, !payeeStarts.isEmpty else { return [] }
        var found: [Int] = []
        if needle.count >= 2 {
            // Only the payees holding the key's rarest run of bytes can hold the key.
            var rarest: [Int32]?
            for index in needle.indices.dropLast(needle.count >= 3 ? 2 : 1) {
                let two = UInt16(needle[index]) << 8 | UInt16(needle[index + 1])
                let holders =
                    needle.count >= 3
                    ? payeesByThreeBytes[UInt32(two) << 8 | UInt32(needle[index + 2])] ?? []
                    : payeesByTwoBytes[two] ?? []
                if holders.count < rarest?.count ?? Int.max { rarest = holders }
                if holders.isEmpty { break }
            }
            for payee in rarest ?? [] where holds(Int(payee), needle) { found.append(Int(payee)) }
            guard !unplainPayees.isEmpty else { return found }
            return Set(found).union(unplainPayees).sorted()
        }
        payeeBytes.withUnsafeBufferPointer { bytes in
            var payee = 0
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                let byte = bytes[index]
                if byte == 0 {
                    payee += 1
                } else if byte == first, (1..<needle.count).allSatisfy({ bytes[index + $0] == needle[$0] }) {
                    found.append(payee)
                    // On to the next payee: one match is enough.
                    while index < bytes.count, bytes[index] != 0 { index += 1 }
                    payee += 1
                }
                index += 1
            }
        }
        guard !unplainPayees.isEmpty else { return found }
        return Set(found).union(unplainPayees).sorted()
    }

    /// Whether the compared form of payee `payee` holds the bytes `needle` (no zero byte among them).
    private func holds(_ payee: Int, _ needle: [UInt8]) -> Bool {
        let start = payeeStarts[payee]
        let end = payee + 1 < payeeStarts.count ? payeeStarts[payee + 1] - 1 : payeeBytes.count - 1
        guard end - start >= needle.count else { return false }
        return payeeBytes.withUnsafeBufferPointer { bytes in
            needle.withUnsafeBufferPointer { wanted in
                for offset in start...(end - wanted.count) where bytes[offset] == wanted[0] {
                    if memoryEqual(
                        UnsafeRawBufferPointer(
                            rebasing: UnsafeRawBufferPointer(bytes)[offset..<(offset + wanted.count)]),
                        UnsafeRawBufferPointer(wanted))
                    {
                        return true
                    }
                }
                return false
            }
        }
    }

    /// Whether `text` is written only in scalars that text equal to it must write alike: below U+0300
    /// (ASCII and the precomposed Latin letters, none a combining mark) and Hangul syllables. Text
    /// with anything else (a combining mark, a conjoining jamo, a singleton like U+212B) may equal
    /// text of other bytes.
    static func isPlain(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value < 0x300 || (0xAC00...0xD7A3).contains($0.value) }
    }

    /// Every spelling `Categories.segment(_:isNamedBy:)` would find `segment` (compared form) by.
    static func spellings(of segment: String) -> Set<String> {
        let key = Categories.comparable(segment)
        var spellings: Set<String> = [key, Categories.stem(key)]
        if key.utf8.contains(0x20) || key.utf8.contains(0x26) || key.utf8.contains(0x2D) {
            for word in key.split(whereSeparator: { $0 == " " || $0 == "&" || $0 == "-" || $0 == "_" || $0 == "/" }) {
                spellings.insert(String(word))
                spellings.insert(Categories.stem(String(word)))
            }
        }
        return spellings
    }

    /// Whether a segment of some account is named by one of `terms`.
    func someSegment(isNamedBy terms: Set<String>) -> Bool {
        !everySegmentSpelling.isDisjoint(with: terms)
    }

    /// The accounts (positions, ascending) with a segment named by one of `terms`: those for which
    /// ``account(_:hasSegmentNamedBy:)`` holds.
    func accounts(withSegmentNamedBy terms: Set<String>) -> [Int] {
        var found = Set<Int>()
        for term in terms { if let accounts = accountsBySpelling[term] { found.formUnion(accounts) } }
        return found.sorted()
    }

    /// Whether a segment of account `index` is named by one of `terms`.
    func account(_ index: Int, hasSegmentNamedBy terms: Set<String>) -> Bool {
        segmentSpellings[index].contains { !$0.isDisjoint(with: terms) }
    }
}
