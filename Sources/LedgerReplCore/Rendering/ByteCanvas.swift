/// A stretch of scratch memory a drawing writes its UTF-8 bytes into with plain stores: literal bytes,
/// runs of one piece, decimal numbers and text, so a view builds no `String` on its way out.
///
/// Made by `[UInt8].draw(estimatedBytes:_:)`, which copies what was drawn to the end of the output
/// buffer in one go. A write that would run past the end is dropped and remembered, and `draw` then
/// draws again with room to spare, so an estimate that is too small costs time, never bytes.
///
/// Counts are kept with wrapping arithmetic: they never exceed the allocation. A byte store may alias
/// any memory, so a function that writes many bytes works on a local copy (`var canvas = out`, then
/// `out = canvas`): a local's count stays in a register instead of being reloaded after every store.
struct ByteCanvas {
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private let capacity: Int
    /// How many bytes have been drawn.
    private(set) var count = 0
    /// Whether a write did not fit.
    private(set) var overflowed = false

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        bytes = buffer
        capacity = buffer.baseAddress == nil ? 0 : buffer.count
    }

    /// Whether `length` more bytes fit; marks the canvas overflowed when they do not.
    @inline(__always)
    private mutating func makeRoom(_ length: Int) -> Bool {
        guard length <= capacity &- count else {
            overflowed = true
            return false
        }
        return true
    }

    /// Room for up to `count` more bytes, to be written from its start and then counted with
    /// `advance(by:)`; `nil` (and the canvas overflowed) when they do not fit.
    @inline(__always)
    mutating func room(_ count: Int) -> UnsafeMutableBufferPointer<UInt8>? {
        guard makeRoom(count), let base = bytes.baseAddress else { return nil }
        return UnsafeMutableBufferPointer(start: base + self.count, count: count)
    }

    /// Counts `count` bytes written into the last `room(_:)` as drawn.
    @inline(__always)
    mutating func advance(by count: Int) { self.count &+= count }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        guard makeRoom(1) else { return }
        bytes[count] = byte
        count &+= 1
    }

    /// Appends a newline.
    @inline(__always)
    mutating func newline() { append(UInt8(ascii: "\n")) }

    /// Appends a literal's UTF-8 bytes.
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Appends bytes `range` of a literal (which must hold them).
    @inline(__always)
    mutating func append(_ literal: StaticString, range: Range<Int>) {
        literal.withUTF8Buffer { append(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Appends the bytes of `buffer`.
    @inline(__always)
    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress, let target = bytes.baseAddress, makeRoom(buffer.count) else { return }
        let length = buffer.count
        // A few bytes (most literals, words and digits): cheaper as two overlapping word copies, or
        // byte by byte, than through a call to memcpy.
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target + count)
        switch length {
        case 8...16:
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self), toByteOffset: length &- 8,
                as: UInt64.self)
        case 4..<8:
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self), toByteOffset: length &- 4,
                as: UInt32.self)
        case 0..<4:
            for index in 0..<length { target[count &+ index] = source[index] }
        default:
            (target + count).update(from: source, count: length)
        }
        count &+= length
    }

    /// Appends a string's UTF-8 bytes. (Named apart from `append(_:)` so that a literal is always the
    /// `StaticString` one: given the choice, Swift takes a literal as a `String`, and each such append
    /// retained, measured and released it.)
    @inline(__always)
    mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends `count` spaces (none when `count` is not positive).
    @inline(__always)
    mutating func appendSpaces(_ count: Int) {
        guard count > 0, let target = bytes.baseAddress, makeRoom(count) else { return }
        if count <= 16 {
            for index in 0..<count { target[self.count &+ index] = UInt8(ascii: " ") }
        } else {
            (target + self.count).update(repeating: UInt8(ascii: " "), count: count)
        }
        self.count &+= count
    }

    /// Appends `piece` `count` times, where `run` is `piece` repeated at least once and `pieceLength`
    /// is its length in bytes.
    @inline(__always)
    mutating func appendRun(of run: StaticString, pieceLength: Int, count: Int) {
        guard count > 0 else { return }
        run.withUTF8Buffer { buffer in
            let chunk = buffer.count - buffer.count % pieceLength
            var left = count * pieceLength
            while left > 0 {
                let length = Swift.min(left, chunk)
                append(UnsafeBufferPointer(rebasing: buffer.prefix(length)))
                left -= length
            }
        }
    }

    /// Appends `value` in decimal, zero-padded to `minimumDigits` (at most 20), with a sign when negative.
    @inline(__always)
    mutating func appendDecimal(_ value: Int, minimumDigits: Int = 1) {
        // Years, months, days and line numbers under ten million: the digits counted by comparison.
        if value >= 0, value < 10_000_000, minimumDigits <= 7 {
            let digits =
                value < 10_000
                ? (value < 10 ? 1 : value < 100 ? 2 : value < 1_000 ? 3 : 4)
                : (value < 100_000 ? 5 : value < 1_000_000 ? 6 : 7)
            let width = Swift.max(digits, minimumDigits)
            guard makeRoom(width), let base = bytes.baseAddress else { return }
            // Two digits at a time from a table of the hundred pairs, unsigned (each step one
            // multiplication by the reciprocal of 100, no sign fix-up): half the steps, each waiting
            // on the one before, that a digit at a time would take. Leading zeros first, to `width`.
            for index in count..<(count &+ width &- digits) { base[index] = UInt8(ascii: "0") }
            var rest = UInt32(truncatingIfNeeded: value)
            var index = count &+ width
            Self.digitPairs.withUTF8Buffer { pairs in
                let pairs = UnsafeRawPointer(pairs.baseAddress.unsafelyUnwrapped)
                while rest >= 100 {
                    let next = rest / 100
                    let pair = Int(truncatingIfNeeded: rest &- next &* 100) &* 2
                    index &-= 2
                    UnsafeMutableRawPointer(base + index).storeBytes(
                        of: pairs.loadUnaligned(fromByteOffset: pair, as: UInt16.self), as: UInt16.self)
                    rest = next
                }
                if rest >= 10 {
                    UnsafeMutableRawPointer(base + (index &- 2)).storeBytes(
                        of: pairs.loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: rest) &* 2, as: UInt16.self),
                        as: UInt16.self)
                } else {
                    base[index &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)  // one digit
                }
            }
            count &+= width
            return
        }
        var magnitude = value.magnitude
        var digits = 0
        var rest = magnitude
        repeat {
            digits += 1
            rest /= 10
        } while rest > 0
        let width = Swift.max(digits, Swift.min(minimumDigits, 20))
        let sign = value < 0 ? 1 : 0
        guard makeRoom(sign + width) else { return }
        if sign == 1 { bytes[count] = UInt8(ascii: "-") }
        var index = count + sign + width
        for _ in 0..<width {
            index -= 1
            bytes[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        }
        count += sign + width
    }

    /// `00` to `99`, one after another: pair `n` is at `2 * n`.
    private static let digitPairs: StaticString = """
        0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849\
        5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
        """

    /// Appends the UTF-8 text `text` as a JSON string literal, with a `\\` before each `"` and `\\`, when
    /// no other byte of it can start anything `JSONLine` escapes (`OutputEncoder.mayStartEscape`): the
    /// common case, Korean included. Returns `false`, having appended nothing, when some byte can (and
    /// `true` when the canvas has no room for it: the canvas is then overflowed and drawn again).
    @inline(__always)
    mutating func appendQuotedPlainly(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        // The worst case, every byte escaped, is reserved up front, so the loop stores without checks:
        // eight bytes are stored at a time and the count moved past the plain ones among them (a word
        // stored at `end` ends within the room, `end` being at most one more than twice the bytes read).
        guard makeRoom(text.count &* 2 &+ 2), let target = bytes.baseAddress else { return true }
        var end = count
        target[end] = UInt8(ascii: "\"")
        end &+= 1
        guard let source = text.baseAddress else {
            target[end] = UInt8(ascii: "\"")
            count = end &+ 1
            return true
        }
        var index = 0
        while index < text.count {
            if index &+ 8 <= text.count {
                let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
                UnsafeMutableRawPointer(target + end).storeBytes(of: word, as: UInt64.self)
                let flags = Self.stopFlags(UInt64(littleEndian: word))
                let plain = flags == 0 ? 8 : flags.trailingZeroBitCount >> 3
                index &+= plain
                end &+= plain
                if flags == 0 { continue }
            } else {
                let byte = text[index]
                if byte >= 0x20, byte < 0x7F, byte != 0x22, byte != 0x5C {
                    target[end] = byte
                    end &+= 1
                    index &+= 1
                    continue
                }
            }
            // A byte to look at: a `"` or `\\` gets its backslash; another that may start an escape
            // leaves the text to `JSONLine`.
            let byte = text[index]
            if OutputEncoder.mayStartEscape(byte) {
                guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { return false }
                target[end] = UInt8(ascii: "\\")
                end &+= 1
            }
            target[end] = byte
            end &+= 1
            index &+= 1
            // Past ASCII, the bytes up to the next one that may start an escape are copied one by one
            // here: the word above would stop at each of them (a Hangul syllable is three).
            if byte >= 0x80 {
                while index < text.count, text[index] >= 0x80, !OutputEncoder.mayStartEscape(text[index]) {
                    target[end] = text[index]
                    end &+= 1
                    index &+= 1
                }
            }
        }
        target[end] = UInt8(ascii: "\"")
        count = end &+ 1
        return true
    }

    /// The high bit of each byte of `word` (in little-endian order, the byte first in memory lowest)
    /// that is not ASCII, or is below a space, or is `"`, `\\` or DEL. A borrow between bytes starts
    /// only at a byte that is flagged, so the lowest flag is exact.
    @inline(__always)
    static func stopFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let delete = word ^ (ones &* 0x7F)
        var flags = word | ((word &- ones &* 0x20) & ~word)
        flags |= ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((delete &- ones) & ~delete)
        return flags & 0x8080_8080_8080_8080
    }

    /// Where the run of printable ASCII other than `"` and `\\` that starts at `start` in `text` ends:
    /// the index of the first byte from `start` on that is a control, `"`, `\\`, DEL or not ASCII, or the
    /// end of `text`. Eight bytes are looked at at once.
    @inline(__always)
    static func plainRunEnd(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let source = text.baseAddress else { return 0 }
        var index = start
        while index &+ 8 <= text.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self))
            let flags = stopFlags(word)
            if flags != 0 { return index &+ flags.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        while index < text.count {
            let byte = text[index]
            if byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C { return index }
            index &+= 1
        }
        return index
    }

    /// Appends a copy of the bytes `range` of what was drawn already.
    @inline(__always)
    mutating func appendCopy(of range: Range<Int>) {
        guard let base = bytes.baseAddress, range.lowerBound >= 0, range.upperBound <= count,
            makeRoom(range.count)
        else { return }
        (base + count).update(from: base + range.lowerBound, count: range.count)
        count &+= range.count
    }

    /// Removes trailing spaces back to, but not past, byte `floor`.
    @inline(__always)
    mutating func trimTrailingSpaces(downTo floor: Int) {
        while count > floor, bytes[count - 1] == UInt8(ascii: " ") { count -= 1 }
    }
}

extension [UInt8] {
    /// The largest drawing made on the stack: Swift takes a temporary allocation up to this size from
    /// it, and a larger one from the heap.
    static let stackDrawingLimit = 1024

    /// Runs `draw` on a canvas of about `estimatedBytes` and appends what it drew; when the drawing did
    /// not fit, draws it again on a canvas twice as large (`draw` must draw the same bytes each time).
    mutating func draw(estimatedBytes: Int, _ draw: (inout ByteCanvas) -> Void) {
        var capacity = Swift.max(64, estimatedBytes)
        while true {
            guard capacity <= Self.stackDrawingLimit else {
                // Too large for the stack (a scratch buffer on the heap would cost more than the drawing):
                // drawn in place after the buffer's bytes, and what it did not use taken off again.
                let start = count
                append(contentsOf: repeatElement(0, count: capacity))
                let drawn = withUnsafeMutableBufferPointer { buffer -> Int? in
                    var canvas = ByteCanvas(UnsafeMutableBufferPointer(rebasing: buffer[start...]))
                    draw(&canvas)
                    return canvas.overflowed ? nil : canvas.count
                }
                removeLast(capacity - (drawn ?? 0))
                if drawn != nil { return }
                capacity *= 2
                continue
            }
            let done = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                var canvas = ByteCanvas(buffer)
                draw(&canvas)
                guard !canvas.overflowed else { return false }
                append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<canvas.count]))
                return true
            }
            if done { return }
            capacity *= 2
        }
    }

    /// Appends a string's UTF-8 bytes and a newline.
    mutating func appendLine(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
        append(UInt8(ascii: "\n"))
    }
}

/// The number of decimal digits of `value`'s magnitude.
func decimalDigitCount(_ value: Int) -> Int {
    var count = 1
    var rest = value.magnitude / 10
    while rest > 0 {
        count += 1
        rest /= 10
    }
    return count
}
