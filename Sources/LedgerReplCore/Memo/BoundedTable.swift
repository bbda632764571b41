/// A key of a `BoundedTable`: compared whole, and hashed by itself into one word.
public protocol TableKey: Equatable {
    /// A word that equal keys share (keys that share it only share a probe). It needs no more mixing
    /// than a multiplication gives: the table multiplies it and takes the top bits.
    var tableHash: UInt64 { get }
}

/// A hash table that never holds more than `capacity` entries: when it is full, the next insertion
/// empties it first. The one table type the memo layer keeps remembered results in, and the recogniser
/// its fixed spellings.
///
/// Starting again rather than evicting one entry at a time keeps the table an array of entries and an
/// index of slots that nothing is ever removed from; a script that keeps coming back to a few hundred
/// lines refills it at once. Keys hash themselves (`TableKey`) into a word the table spreads by one
/// multiplication, and a probe can match a key without one being made
/// (`value(hash:where:)`): finding a line costs a few dozen instructions, not a `Hasher`'s hundreds.
public struct BoundedTable<Key: TableKey, Value> {
    /// The most entries the table holds.
    public let capacity: Int
    private var keys: [Key] = []
    private var hashes: [UInt64] = []
    private var values: [Value] = []
    /// Each slot is 0 (empty) or one more than the index of the entry there; slots are probed in order
    /// from the one a hash picks. Twice as many as the entries, at least, so probes stay short.
    private var slots: [Int32]
    /// How far a spread hash is shifted right to pick a slot: 64 less the slots' power of two.
    private let shift: UInt64

    /// Makes an empty table that holds at most `capacity` entries (taken as 1 to 2^20: the slots are
    /// made at once, four bytes each, two or more for every entry).
    public init(capacity: Int) {
        self.capacity = min(max(1, capacity), 1 << 20)
        var power: UInt64 = 1
        while 1 << power < 2 * self.capacity { power += 1 }
        shift = 64 - power
        slots = Array(repeating: 0, count: 1 << power)
    }

    /// The number of entries.
    public var count: Int { keys.count }

    /// The value remembered for `key`, if any.
    public subscript(key: Key) -> Value? { value(hash: key.tableHash) { $0 == key } }

    /// The value of the key whose `tableHash` is `hash` and that `matches` accepts: a probe that needs
    /// no key made (a line's bytes are compared where they lie).
    @inline(__always)
    public func value(hash: UInt64, where matches: (Key) -> Bool) -> Value? {
        withValue(hash: hash, where: matches) { copy $0 }
    }

    /// What `body` makes of the value of the key whose `tableHash` is `hash` and that `matches` accepts,
    /// the value read where it lies rather than copied out; `nil` when there is none.
    @inline(__always)
    public func withValue<Result>(
        hash: UInt64, where matches: (Key) -> Bool, _ body: (borrowing Value) -> Result
    ) -> Result? {
        let mask = slots.count &- 1
        var slot = self.slot(for: hash)
        while true {
            let entry = Int(slots[slot]) &- 1
            if entry < 0 { return nil }
            if hashes[entry] == hash, matches(keys[entry]) {
                return values.withUnsafeBufferPointer { body($0[entry]) }
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// Remembers `value` for `key`, emptying the table first when it is full.
    public mutating func insert(_ value: Value, for key: Key) {
        let hash = key.tableHash
        let mask = slots.count &- 1
        var slot = self.slot(for: hash)
        while true {
            let entry = Int(slots[slot]) &- 1
            if entry < 0 { break }
            if hashes[entry] == hash, keys[entry] == key {
                values[entry] = value  // replacing an entry never empties the table
                return
            }
            slot = (slot &+ 1) & mask
        }
        if keys.count >= capacity {
            removeAll()
            slot = self.slot(for: hash)
        }
        keys.append(key)
        hashes.append(hash)
        values.append(value)
        slots[slot] = Int32(keys.count)
        checkInvariants()
    }

    /// Forgets every entry.
    public mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        hashes.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        for index in slots.indices { slots[index] = 0 }
    }

    /// The slot a probe for `hash` starts at: the top bits of the hash times a large odd constant.
    @inline(__always)
    private func slot(for hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Stops the program when the table holds more than it may (a bug, never bad input).
    func checkInvariants() {
        precondition(keys.count <= capacity, "BoundedTable holds \(keys.count) of at most \(capacity)")
    }
}

extension BoundedTable: Sendable where Key: Sendable, Value: Sendable {}

/// Folds words into one `TableKey.tableHash` word: each is mixed in by a multiplication.
@inline(__always)
func foldedHash(_ word: UInt64, into hash: UInt64) -> UInt64 {
    (hash ^ word) &* 0x9E37_79B9_7F4A_7C15 ^ (hash >> 32)
}

/// Up to eight bytes as one word, the first in the lowest byte: two overlapping loads, read in
/// little-endian order, where there are enough (0 for none; only the first eight of more).
@inline(__always)
func packedWord(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    let length = bytes.count
    switch length {
    case 8...: return UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self))
    case 4..<8:
        let head = UInt64(UInt32(littleEndian: bytes.loadUnaligned(as: UInt32.self)))
        let tail = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)))
        return head | tail << (8 &* UInt64(length &- 4))
    case 2..<4:
        let head = UInt64(UInt16(littleEndian: bytes.loadUnaligned(as: UInt16.self)))
        let tail = UInt64(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: length &- 2, as: UInt16.self)))
        return head | tail << (8 &* UInt64(length &- 2))
    case 1: return UInt64(bytes[0])
    default: return 0
    }
}

extension YearMonth {
    /// The month as one word for a `TableKey` hash: equal months, equal words.
    var tableWord: UInt64 { UInt64(bitPattern: Int64(year)) << 4 | UInt64(month) }
}

extension CalendarDate {
    /// The date as one word for a `TableKey` hash: equal dates, equal words.
    var tableWord: UInt64 { UInt64(bitPattern: Int64(year)) << 16 | UInt64(month << 8 | day) }
}
