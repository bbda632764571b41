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
    /// Every run of three bytes and of two in some payee's compared form, each with a payee that
    /// holds it (``PayeeRuns``). A key is searched for only among the payees of its rarest run, so a
    /// question's search costs what those few payees hold, not every payee's bytes.
    let payeeRuns: PayeeRuns

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
        payeeRuns = PayeeRuns(bytes: bytes, starts: starts)
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
            var rarest: Range<Int>?
            for index in needle.indices.dropLast(needle.count >= 3 ? 2 : 1) {
                let holders =
                    needle.count >= 3
                    ? payeeRuns.holders(of: needle[index], needle[index + 1], needle[index + 2])
                    : payeeRuns.holders(of: needle[index], needle[index + 1])
                if holders.count < rarest?.count ?? Int.max { rarest = holders }
                if holders.isEmpty { break }
            }
            for entry in rarest ?? 0..<0 {
                let payee = payeeRuns.payee(at: entry)
                if holds(payee, needle) { found.append(payee) }
            }
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

/// Every run of two and of three bytes in a list of payees' bytes, each with the payees that hold it,
/// as one flat sorted list: the run, then the payee, no repeats. The payees holding one run are
/// neighbours in it, ascending, found by binary search.
struct PayeeRuns: Sendable {
    /// Each entry: its run's key (``key(_:_:)`` or ``key(_:_:_:)``) in the high 32 bits, the payee's
    /// position in the low 32, sorted ascending, distinct.
    private let entries: [UInt64]

    /// The runs of the payees whose bytes start at `starts` in `bytes`, each ended by a zero byte.
    init(bytes: [UInt8], starts: [Int]) {
        var entries: [UInt64] = []
        entries.reserveCapacity(bytes.count * 2)
        for (position, start) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1] - 1 : bytes.count - 1
            let payee = UInt64(position)
            var index = start
            while index + 1 < end {
                entries.append(UInt64(Self.key(bytes[index], bytes[index + 1])) << 32 | payee)
                if index + 2 < end {
                    entries.append(UInt64(Self.key(bytes[index], bytes[index + 1], bytes[index + 2])) << 32 | payee)
                }
                index += 1
            }
        }
        // Made in the payees' order, so sorting by run alone, stably, leaves each run's payees ascending.
        entries = Self.sortedByRun(entries)
        var distinct: [UInt64] = []
        distinct.reserveCapacity(entries.count)
        for entry in entries where distinct.last != entry { distinct.append(entry) }
        self.entries = distinct
    }

    /// `entries` sorted by their runs (the high 32 bits, below 2²⁶), stably: a radix sort, thirteen bits
    /// in each of two passes.
    private static func sortedByRun(_ entries: [UInt64]) -> [UInt64] {
        var from = entries
        var to = [UInt64](repeating: 0, count: entries.count)
        for shift in [32, 45] as [UInt64] {
            var starts = [Int](repeating: 0, count: (1 << 13) + 1)
            for entry in from { starts[Int(truncatingIfNeeded: entry >> shift & 0x1FFF) + 1] += 1 }
            for digit in 1..<starts.count { starts[digit] += starts[digit - 1] }
            for entry in from {
                let digit = Int(truncatingIfNeeded: entry >> shift & 0x1FFF)
                to[starts[digit]] = entry
                starts[digit] += 1
            }
            swap(&from, &to)
        }
        return from
    }

    /// The key of a run of two bytes.
    static func key(_ first: UInt8, _ second: UInt8) -> UInt32 {
        1 << 24 | UInt32(first) << 8 | UInt32(second)
    }

    /// The key of a run of three bytes (apart from every key of two).
    static func key(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> UInt32 {
        1 << 25 | UInt32(first) << 16 | UInt32(second) << 8 | UInt32(third)
    }

    /// Where the payees holding the run of two bytes are (``payee(at:)``).
    func holders(of first: UInt8, _ second: UInt8) -> Range<Int> { holders(ofKey: Self.key(first, second)) }

    /// Where the payees holding the run of three bytes are (``payee(at:)``).
    func holders(of first: UInt8, _ second: UInt8, _ third: UInt8) -> Range<Int> {
        holders(ofKey: Self.key(first, second, third))
    }

    /// The payee of the entry at `index`.
    func payee(at index: Int) -> Int { Int(truncatingIfNeeded: entries[index] & 0xFFFF_FFFF) }

    /// The entries of the run `key`.
    private func holders(ofKey key: UInt32) -> Range<Int> {
        let low = firstIndex(notBelow: UInt64(key) << 32)
        let high = firstIndex(notBelow: (UInt64(key) + 1) << 32)
        return low..<high
    }

    /// The first entry not below `bound`.
    private func firstIndex(notBelow bound: UInt64) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle] < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
