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
        // Most descriptions are their payees (no `|`, nothing to trim): sorted and distinct already.
        if texts.allSatisfy(PlainBytes.isOwnPayee) { return texts.filter { !$0.isEmpty } }
        var payees: [String] = []
        payees.reserveCapacity(texts.count)
        var allPlain = true
        for text in texts {
            var bytes = Substring(text).utf8
            if let bar = bytes.firstIndex(of: UInt8(ascii: "|")) { bytes = bytes[..<bar] }
            while let first = bytes.first, first == 0x20 || first == 0x09 { bytes = bytes.dropFirst() }
            while let last = bytes.last, last == 0x20 || last == 0x09 { bytes = bytes.dropLast() }
            guard !bytes.isEmpty else { continue }
            let payee = String(Substring(bytes))
            allPlain = allPlain && PlainBytes.isPlain(payee)
            payees.append(payee)
        }
        // Plain text orders and equals as its bytes do (``PlainBytes``); other text as text.
        guard allPlain else { return Set(payees).sorted() }
        payees.sort(by: PlainBytes.precedes)
        var distinct: [String] = []
        distinct.reserveCapacity(payees.count)
        for payee in payees where distinct.last.map({ !PlainBytes.equal($0, payee) }) ?? true { distinct.append(payee) }
        return distinct
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
        // Each file's distinct descriptions, their bytes copied end to end into `bytes`.
        var bytes: [UInt8] = []
        var found: [(start: Int32, end: Int32, newest: Int32)] = []
        var allPlain = true
        for (fileIndex, file) in files.enumerated() {
            file.bytes.withUnsafeBufferPointer { source in
                var table = DistinctSpans(source)
                var newest: [Int32] = []
                for (position, record) in transactions.enumerated() where Int(record.file) == fileIndex {
                    let description = record.description
                    let start = Int(description.start)
                    let end = start + Int(description.length)
                    guard start >= 0, end <= source.count, start <= end else { continue }
                    let span = table.insert(start, end)
                    if span == newest.count { newest.append(0) }
                    newest[span] = Int32(position)
                }
                for (span, position) in zip(table.spans, newest) {
                    let text = UnsafeBufferPointer(rebasing: source[Int(span.start)..<Int(span.end)])
                    allPlain = allPlain && PlainBytes.isPlain(text)
                    found.append((Int32(bytes.count), Int32(bytes.count + text.count), position))
                    bytes.append(contentsOf: text)
                }
            }
        }
        guard allPlain else {
            (texts, newest) = Self.sortedByText(
                found.map { (String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self), $0.newest) })
            return
        }
        // Plain text orders and equals as its bytes do (``PlainBytes``): sorted by bytes, and the same
        // description in two files is two neighbours, the newer kept.
        var texts: [String] = []
        var newest: [Int32] = []
        bytes.withUnsafeBufferPointer { all in
            func text(_ entry: (start: Int32, end: Int32, newest: Int32)) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: all[Int(entry.start)..<Int(entry.end)])
            }
            found.sort { PlainBytes.precedes(text($0), text($1)) }
            texts.reserveCapacity(found.count)
            newest.reserveCapacity(found.count)
            var previous: UnsafeBufferPointer<UInt8>?
            for entry in found {
                let current = text(entry)
                if let previous, PlainBytes.equal(previous, current) {
                    newest[newest.count - 1] = max(newest[newest.count - 1], entry.newest)
                    continue
                }
                texts.append(String(decoding: current, as: UTF8.self))
                newest.append(entry.newest)
                previous = current
            }
        }
        self.texts = texts
        self.newest = newest
    }

    /// Descriptions given as text, each with its newest position, sorted and compared as text: the
    /// same text twice (from two files) is one, the newer kept.
    private static func sortedByText(_ found: [(text: String, newest: Int32)]) -> ([String], [Int32]) {
        var newestByText: [String: Int32] = [:]
        for (text, position) in found { newestByText[text] = max(newestByText[text] ?? -1, position) }
        let sorted = newestByText.sorted { $0.key < $1.key }
        return (sorted.map(\.key), sorted.map(\.value))
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

/// Text written only in plain scalars, tested and compared on its UTF-8 bytes: scalars below U+0300
/// (ASCII and the precomposed Latin letters, none a combining mark) and Hangul syllables (U+AC00 to
/// U+D7A3). Such text is in its normal form (NFC) and nothing in it composes with a neighbour, so
/// two plain texts are equal as strings exactly when their bytes are, and order as strings (by
/// their scalars) as their bytes do: sorting them by bytes gives `String`'s order without its
/// normalisation.
enum PlainBytes {
    /// Whether the well-formed UTF-8 `bytes` are plain.
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
            } else if lead >= 0xC2, lead <= 0xCB {
                // U+0080 to U+02FF: two bytes.
                guard index + 1 < count, bytes[index + 1] & 0xC0 == 0x80 else { return false }
                index += 2
            } else if lead >= 0xEA, lead <= 0xED {
                // A Hangul syllable, U+AC00 to U+D7A3: three bytes.
                guard index + 2 < count, bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80 else {
                    return false
                }
                let value =
                    UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                guard value >= 0xAC00, value <= 0xD7A3 else { return false }
                index += 3
            } else {
                return false
            }
        }
        return true
    }

    /// Whether `text` is plain.
    static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isPlain($0) }
    }

    /// Whether description `text` is its own payee: no `|`, and no space or tab at either end.
    static func isOwnPayee(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last else { return true }
        return first != 0x20 && first != 0x09 && last != 0x20 && last != 0x09 && !bytes.contains(0x7C)
    }

    /// Whether bytes `a` come before bytes `b`, byte by byte, a beginning before what it begins.
    static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(a.count, b.count)
        var offset = 0
        if let left = a.baseAddress, let right = b.baseAddress {
            let leftRaw = UnsafeRawPointer(left)
            let rightRaw = UnsafeRawPointer(right)
            while offset + 8 <= common {
                let x = UInt64(bigEndian: leftRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let y = UInt64(bigEndian: rightRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                if x != y { return x < y }
                offset += 8
            }
        }
        while offset < common {
            if a[offset] != b[offset] { return a[offset] < b[offset] }
            offset += 1
        }
        return a.count < b.count
    }

    /// Whether bytes `a` and `b` are the same.
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }

    /// ``precedes(_:_:)`` on the strings' bytes.
    static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { left in b.withUTF8 { right in precedes(left, right) } }
    }

    /// ``equal(_:_:)`` on the strings' bytes.
    static func equal(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }
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
