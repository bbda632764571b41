extension Journal {
    /// Every payee: each transaction's description up to its first `|`, trimmed of spaces and tabs
    /// (the whole description when it has no `|`), as hledger reads a payee; sorted, without repeats
    /// and without the empty payee.
    ///
    /// Found once, when the journal is made (an index of the journal, like its months), and for a
    /// journal grown by an append only among the new transactions.
    public var payees: [String] { storage.payees }

    /// Every distinct description, as written, sorted, each with the position in date order of the
    /// newest transaction that has it (``transaction(atPosition:)``). Found once, with the payees.
    public var descriptions: [(description: String, newest: Int)] {
        zip(storage.descriptions.texts, storage.descriptions.newest).map { ($0, Int($1)) }
    }

    /// The transaction at `position` in date order (same-day entries in the order written), as
    /// ``transactions(in:)`` lists them.
    public func transaction(atPosition position: Int) -> Transaction { transaction(at: position) }

    /// The payees of the descriptions `texts`: each up to its first `|`, trimmed of spaces and tabs;
    /// sorted, without repeats and without the empty payee.
    static func payees(of texts: [String]) -> [String] {
        var payees = Set<String>()
        for text in texts {
            var bytes = Substring(text).utf8
            if let bar = bytes.firstIndex(of: UInt8(ascii: "|")) { bytes = bytes[..<bar] }
            while let first = bytes.first, first == 0x20 || first == 0x09 { bytes = bytes.dropFirst() }
            while let last = bytes.last, last == 0x20 || last == 0x09 { bytes = bytes.dropLast() }
            if !bytes.isEmpty { payees.insert(String(Substring(bytes))) }
        }
        return payees.sorted()
    }

    /// The sorted payees `sorted` with those of `added` that it lacks, each in its place.
    static func payees(_ sorted: [String], adding added: [String]) -> [String] {
        var payees = sorted
        for payee in added {
            let place = payees.insertionPoint(of: payee)
            if place == payees.count || payees[place] != payee { payees.insert(payee, at: place) }
        }
        return payees
    }
}

/// A journal's distinct descriptions, sorted, with the newest transaction (its position in date order)
/// that has each.
struct DescriptionIndex: Sendable {
    var texts: [String] = []
    var newest: [Int32] = []

    /// The index of `transactions` (in date order), whose descriptions are in `files`.
    ///
    /// Reads the descriptions' bytes in place, making a string only for each distinct description, so
    /// a journal of a million transactions costs no more memory than its few thousand descriptions.
    init(of transactions: [TransactionRecord], in files: [JournalSource]) {
        var newestByText: [String: Int32] = [:]
        for (fileIndex, file) in files.enumerated() {
            file.bytes.withUnsafeBufferPointer { bytes in
                var table = DistinctSpans(bytes)
                var newest: [Int32] = []
                for (position, record) in transactions.enumerated() where Int(record.file) == fileIndex {
                    let description = record.description
                    let start = Int(description.start)
                    let end = start + Int(description.length)
                    guard start >= 0, end <= bytes.count, start <= end else { continue }
                    let span = table.insert(start, end)
                    if span == newest.count { newest.append(0) }
                    newest[span] = Int32(position)
                }
                for (span, position) in zip(table.spans, newest) {
                    let text = String(decoding: bytes[Int(span.start)..<Int(span.end)], as: UTF8.self)
                    newestByText[text] = max(newestByText[text] ?? -1, position)
                }
            }
        }
        let sorted = newestByText.sorted { $0.key < $1.key }
        texts = sorted.map(\.key)
        newest = sorted.map(\.value)
    }

    /// These descriptions with those of `transactions`, the newest of all, at positions from `first`.
    func adding(_ transactions: [TransactionRecord], in files: [JournalSource], from first: Int) -> DescriptionIndex {
        var index = self
        for (offset, record) in transactions.enumerated() {
            let bytes = files[Int(record.file)].bytes
            let start = Int(record.description.start)
            let text = String(decoding: bytes[start..<(start + Int(record.description.length))], as: UTF8.self)
            let place = index.texts.insertionPoint(of: text)
            if place < index.texts.count, index.texts[place] == text {
                index.newest[place] = Int32(first + offset)
            } else {
                index.texts.insert(text, at: place)
                index.newest.insert(Int32(first + offset), at: place)
            }
        }
        return index
    }
}

extension [String] {
    /// Where `text` is, or would go, in these sorted strings.
    func insertionPoint(of text: String) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < text { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The distinct byte strings among ranges of one buffer, in an open-addressing table (FNV-1a hashes).
struct DistinctSpans {
    struct Span {
        var start: Int32
        var end: Int32
        var hash: UInt64
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var spans: [Span] = []
    private var slots = [Int32](repeating: -1, count: 64)

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Adds `bytes[start..<end]` unless the same bytes are already in; its place in ``spans``.
    @discardableResult
    mutating func insert(_ start: Int, _ end: Int) -> Int {
        let hash = Self.hash(bytes, start, end)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            let span = spans[Int(slots[slot])]
            if span.hash == hash, Int(span.end - span.start) == end - start,
                same(Int(span.start), start, count: end - start)
            {
                return Int(slots[slot])
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = Int32(spans.count)
        spans.append(Span(start: Int32(start), end: Int32(end), hash: hash))
        if spans.count * 2 > slots.count { grow() }
        return spans.count - 1
    }

    /// A hash of `bytes[start..<end]`, eight bytes at a time (FNV-1a's constants, a word per step).
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(end - start)
        var position = start
        while position + 8 <= end {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)) &* 0x100_0000_01b3
            hash ^= hash >> 29
            position += 8
        }
        while position < end {
            hash = (hash ^ UInt64(bytes[position])) &* 0x100_0000_01b3
            position += 1
        }
        return hash ^ (hash >> 32)
    }

    private func same(_ a: Int, _ b: Int, count: Int) -> Bool {
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        var offset = 0
        while offset + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: a + offset, as: UInt64.self)
                != raw.loadUnaligned(fromByteOffset: b + offset, as: UInt64.self)
            {
                return false
            }
            offset += 8
        }
        while offset < count {
            if bytes[a + offset] != bytes[b + offset] { return false }
            offset += 1
        }
        return true
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (index, span) in spans.enumerated() {
            var slot = Int(truncatingIfNeeded: span.hash) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index)
        }
    }
}
