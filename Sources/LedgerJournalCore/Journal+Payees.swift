extension Journal {
    /// Every payee: each transaction's description up to its first `|`, trimmed of spaces and tabs
    /// (the whole description when it has no `|`), as hledger reads a payee; sorted, without repeats
    /// and without the empty payee.
    ///
    /// Found once, when the journal is made (an index of the journal, like its months), and for a
    /// journal grown by an append only among the new transactions.
    public var payees: [String] { storage.payees }

    /// The payees of `transactions`, whose descriptions are in `files`: sorted, without repeats and
    /// without the empty payee.
    ///
    /// Reads the descriptions' bytes in place, making a string only for each distinct payee, so a
    /// journal of a million transactions costs no more memory than its few thousand payees.
    static func payees(of transactions: [TransactionRecord], in files: [JournalSource]) -> [String] {
        var payees = Set<String>()
        for (fileIndex, file) in files.enumerated() {
            file.bytes.withUnsafeBufferPointer { bytes in
                var table = DistinctSpans(bytes)
                for record in transactions where Int(record.file) == fileIndex {
                    let description = record.description
                    var start = Int(description.start)
                    var end = start + Int(description.length)
                    guard start >= 0, end <= bytes.count, start < end else { continue }
                    var bar = start
                    while bar < end, bytes[bar] != UInt8(ascii: "|") { bar += 1 }
                    end = bar
                    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
                    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
                    if start < end { table.insert(start, end) }
                }
                for span in table.spans {
                    payees.insert(String(decoding: bytes[Int(span.start)..<Int(span.end)], as: UTF8.self))
                }
            }
        }
        return payees.sorted()
    }

    /// The sorted payees `sorted` with those of `added` that it lacks, each in its place.
    static func payees(_ sorted: [String], adding added: [String]) -> [String] {
        var payees = sorted
        for payee in added {
            var low = 0
            var high = payees.count
            while low < high {
                let middle = (low + high) / 2
                if payees[middle] < payee { low = middle + 1 } else { high = middle }
            }
            if low == payees.count || payees[low] != payee { payees.insert(payee, at: low) }
        }
        return payees
    }
}

/// The distinct byte strings among ranges of one buffer, in an open-addressing table (FNV-1a hashes).
private struct DistinctSpans {
    struct Span {
        var start: Int32
        var end: Int32
        var hash: UInt64
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var spans: [Span] = []
    private var slots = [Int32](repeating: -1, count: 64)

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Adds `bytes[start..<end]` unless the same bytes are already in.
    mutating func insert(_ start: Int, _ end: Int) {
        let hash = Self.hash(bytes, start, end)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            let span = spans[Int(slots[slot])]
            if span.hash == hash, Int(span.end - span.start) == end - start,
                same(Int(span.start), start, count: end - start)
            {
                return
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = Int32(spans.count)
        spans.append(Span(start: Int32(start), end: Int32(end), hash: hash))
        if spans.count * 2 > slots.count { grow() }
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
