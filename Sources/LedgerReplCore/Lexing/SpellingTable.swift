/// A fixed set of spellings, each with a number, looked up by the bytes of a token without making a
/// `String`: the lexer's index of every word table.
///
/// Built once. The spellings' bytes lie end to end in one array and the table probes by a hash of the
/// bytes, so a lookup hashes the token where it lies and compares bytes only on a matching hash.
struct SpellingTable: Sendable {
    /// The spellings' bytes, end to end.
    private var bytes: [UInt8] = []
    /// Where each spelling starts in `bytes`, plus one past the last.
    private var starts: [Int32] = [0]
    private var hashes: [UInt64] = []
    /// Each slot is 0 (empty) or one more than a spelling's number.
    private var slots: [Int32]
    private let shift: UInt64

    /// Makes a table for `spellings`; spelling `n` of the array gets the number `n`. A spelling given
    /// twice keeps its first number.
    init(_ spellings: [[UInt8]]) {
        var power: UInt64 = 4
        while 1 << power < 2 * spellings.count + 2 { power += 1 }
        shift = 64 - power
        slots = Array(repeating: 0, count: 1 << power)
        for spelling in spellings { insert(spelling) }
    }

    /// A table of the distinct strings of `spellings` (numbered in no order a caller may rely on): a set
    /// of words looked up by bytes.
    init(distinct spellings: some Sequence<String>) {
        self.init(Set(spellings).map { Array($0.utf8) })
    }

    /// Whether `text`'s bytes are a spelling of the table.
    func contains(_ text: String) -> Bool { number(of: text) != nil }

    /// The number of spellings.
    var count: Int { hashes.count }

    /// The number of the spelling whose bytes are `key`, or `nil`.
    @inline(__always)
    func number(of key: UnsafeRawBufferPointer) -> Int? {
        let hash = Self.hash(key)
        let mask = slots.count &- 1
        var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while true {
            let entry = Int(slots[slot]) &- 1
            if entry < 0 { return nil }
            if hashes[entry] == hash, equals(entry, key) { return entry }
            slot = (slot &+ 1) & mask
        }
    }

    /// The number of `text`'s spelling, or `nil`.
    func number(of text: String) -> Int? {
        var text = text
        return text.withUTF8 { number(of: UnsafeRawBufferPointer($0)) }
    }

    /// The bytes of spelling `number`.
    func spelling(_ number: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[number])..<Int(starts[number + 1])]
    }

    private func equals(_ entry: Int, _ key: UnsafeRawBufferPointer) -> Bool {
        let start = Int(starts[entry])
        let end = Int(starts[entry + 1])
        guard end - start == key.count else { return false }
        return bytes.withUnsafeBytes { stored in
            memoryEqual(UnsafeRawBufferPointer(rebasing: stored[start..<end]), key)
        }
    }

    private mutating func insert(_ spelling: [UInt8]) {
        let found = spelling.withUnsafeBytes { number(of: $0) }
        if found != nil {
            // Kept once: numbers stay those of first appearance, so the caller's arrays line up only
            // when it gives each spelling once.
            preconditionFailure("SpellingTable: a spelling given twice")
        }
        let hash = spelling.withUnsafeBytes { Self.hash($0) }
        let mask = slots.count &- 1
        var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while slots[slot] != 0 { slot = (slot &+ 1) & mask }
        hashes.append(hash)
        bytes.append(contentsOf: spelling)
        starts.append(Int32(bytes.count))
        slots[slot] = Int32(hashes.count)
    }

    /// A hash of `key`'s bytes, eight at a time.
    @inline(__always)
    static func hash(_ key: UnsafeRawBufferPointer) -> UInt64 {
        var hash = UInt64(key.count)
        var offset = 0
        while offset &+ 8 <= key.count {
            hash = foldedHash(
                UInt64(littleEndian: key.loadUnaligned(fromByteOffset: offset, as: UInt64.self)), into: hash)
            offset &+= 8
        }
        if offset < key.count {
            hash = foldedHash(packedWord(UnsafeRawBufferPointer(rebasing: key[offset...])), into: hash)
        }
        return hash
    }
}

/// Whether `a` and `b` hold the same bytes, compared eight at a time.
@inline(__always)
func memoryEqual(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    guard a.count == b.count else { return false }
    var offset = 0
    while offset &+ 8 <= a.count {
        guard
            a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        else { return false }
        offset &+= 8
    }
    while offset < a.count {
        guard a[offset] == b[offset] else { return false }
        offset &+= 1
    }
    return true
}
