/// What recent lines parsed to, keyed by the line's UTF-8 bytes and the context they were read in.
///
/// Parsing is a pure function of the line and the `ParseContext`, so a script that repeats its commands
/// parses each once. Keying by bytes lets the shell look a line up straight from its read buffer,
/// without building a `String` first; the value stored for some bytes is always what their decoding
/// (`String(decoding:as: UTF8.self)`, invalid sequences becoming U+FFFD) parses to, so a `String`'s own
/// UTF-8 and the raw bytes it was decoded from can share the table.
///
/// An open-addressing table with FNV-1a hashing and linear probing. It is bounded: at most
/// `entryLimit` entries and `keyByteLimit` bytes of keys, lines longer than `longestKey` are never
/// stored, and when either limit is reached the table empties and starts again.
struct ParsedLineTable: Sendable {
    /// One remembered line.
    private struct Entry: Sendable {
        var hash: UInt64
        var keyStart: Int32
        var keyCount: Int32
        var context: ParseContext
        var result: Result<Command, PickerError>
    }

    /// The longest line, in bytes, that is remembered.
    static let longestKey = 256
    /// The most lines remembered before the table starts again.
    static let entryLimit = 16384
    /// The most key bytes remembered before the table starts again.
    static let keyByteLimit = 512 * 1024
    /// Slots per entry limit: a load factor of at most one half keeps probe sequences short.
    private static let slotCount = 2 * entryLimit

    /// Indices into `entries`, plus one; 0 marks an empty slot. Allocated on first insertion.
    private var slots: [Int32] = []
    private var entries: [Entry] = []
    private var keyBytes: [UInt8] = []

    /// Makes an empty table.
    init() {}

    /// The remembered parse of `line` in `context`, if any.
    func find(_ line: UnsafeRawBufferPointer, in context: ParseContext) -> Result<Command, PickerError>? {
        guard !slots.isEmpty, line.count <= Self.longestKey else { return nil }
        let hash = Self.hash(line, context)
        var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        return keyBytes.withUnsafeBytes { keys -> Result<Command, PickerError>? in
            while true {
                let stored = Int(slots[slot])
                if stored == 0 { return nil }
                let entry = entries[stored - 1]
                if entry.hash == hash, Int(entry.keyCount) == line.count, entry.context == context,
                    Self.equal(
                        line,
                        UnsafeRawBufferPointer(
                            rebasing: keys[Int(entry.keyStart)..<Int(entry.keyStart + entry.keyCount)]))
                {
                    return entry.result
                }
                slot = (slot + 1) & (Self.slotCount - 1)
            }
        }
    }

    /// Remembers that `line` parsed to `result` in `context` (unless the line is too long to keep).
    /// The line must not be in the table already.
    mutating func insert(
        _ line: UnsafeRawBufferPointer, in context: ParseContext, result: Result<Command, PickerError>
    ) {
        guard line.count <= Self.longestKey else { return }
        if entries.count >= Self.entryLimit || keyBytes.count + line.count > Self.keyByteLimit { removeAll() }
        if slots.isEmpty { slots = [Int32](repeating: 0, count: Self.slotCount) }
        let hash = Self.hash(line, context)
        var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
        entries.append(
            Entry(
                hash: hash, keyStart: Int32(keyBytes.count), keyCount: Int32(line.count), context: context,
                result: result))
        keyBytes.append(contentsOf: line)
        slots[slot] = Int32(entries.count)
    }

    /// Forgets every line (keeping the storage).
    mutating func removeAll() {
        guard !slots.isEmpty else { return }
        for index in slots.indices { slots[index] = 0 }
        entries.removeAll(keepingCapacity: true)
        keyBytes.removeAll(keepingCapacity: true)
    }

    /// FNV-1a over the bytes, then the context's numbers.
    private static func hash(_ line: UnsafeRawBufferPointer, _ context: ParseContext) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in line { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        hash = (hash ^ UInt64(truncatingIfNeeded: context.screenYear)) &* 0x0000_0100_0000_01b3
        hash = (hash ^ UInt64(truncatingIfNeeded: context.today.dayNumber)) &* 0x0000_0100_0000_01b3
        // FNV's low bits mix poorly for short keys; fold the high half in before masking.
        return hash ^ (hash >> 29)
    }

    private static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        for index in 0..<a.count where a[index] != b[index] { return false }
        return true
    }
}
