/// Gives each distinct byte string (an account name, a commodity symbol) a small integer id, without
/// making a `String` per lookup: an open-addressing hash table over one byte pool.
struct ByteInterner {
    private var pool: [UInt8] = []
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    private var hashes: [UInt64] = []
    private var slots: [Int32] = Array(repeating: -1, count: 256)

    /// How many distinct strings have ids.
    var count: Int { starts.count }

    /// The id of `bytes`, adding it when new.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while true {
            let id = slots[slot]
            if id < 0 { break }
            if hashes[Int(id)] == hash, equals(Int(id), bytes) { return id }
            slot = (slot + 1) & (slots.count - 1)
        }
        let id = Int32(starts.count)
        starts.append(Int32(pool.count))
        lengths.append(Int32(bytes.count))
        hashes.append(hash)
        pool.append(contentsOf: bytes)
        slots[slot] = id
        if starts.count * 2 > slots.count { grow() }
        return id
    }

    /// The id of `text`, adding it when new.
    mutating func intern(_ text: String) -> Int32 {
        var copy = text
        return copy.withUTF8 { intern($0) }
    }

    /// The string with id `id`.
    func string(_ id: Int32) -> String {
        let start = Int(starts[Int(id)])
        return String(decoding: pool[start..<(start + Int(lengths[Int(id)]))], as: UTF8.self)
    }

    private func equals(_ id: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard Int(lengths[id]) == bytes.count else { return false }
        let start = Int(starts[id])
        return pool.withUnsafeBufferPointer { stored in
            var index = 0
            while index < bytes.count {
                if stored[start + index] != bytes[index] { return false }
                index += 1
            }
            return true
        }
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for id in 0..<starts.count {
            var slot = Int(truncatingIfNeeded: hashes[id]) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(id)
        }
    }
}
