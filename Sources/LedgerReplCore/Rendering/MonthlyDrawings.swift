/// A drawing of each month's label (or of lines holding it) made once, for the year 2000, with where
/// its year's four digits lie: the drawing of any month is then the month's copied, its digits written.
/// Years are 1 to 9999, which every label writes in four digits (`0999`).
///
/// The digits are found by drawing, as `PopoverTemplate`'s marks are: they are the four bytes where a
/// month's drawing for 2000 differs from its drawing for 3111.
struct MonthlyDrawings: Sendable {
    /// The twelve drawings in slots of `stride` bytes, January's first: each slot holds its drawing's
    /// length, where its first year digit is, then the drawing (one array, so a read retains one).
    private let slots: [UInt8]
    private let stride: Int

    /// Makes the drawings `draw` makes, or gives `nil` when a month's drawings of two years do not
    /// differ in exactly four adjacent bytes, or one is longer than 253 bytes.
    init?(_ draw: (YearMonth, inout ByteCanvas) -> Void) {
        var drawings: [(bytes: [UInt8], digits: Int)] = []
        for month in 1...12 {
            var drawn: [UInt8] = []
            var other: [UInt8] = []
            drawn.draw(estimatedBytes: 64) { draw(YearMonth(uncheckedYear: 2000, month: month), &$0) }
            other.draw(estimatedBytes: 64) { draw(YearMonth(uncheckedYear: 3111, month: month), &$0) }
            let differ = drawn.indices.filter { $0 < other.count && drawn[$0] != other[$0] }
            guard drawn.count == other.count, drawn.count <= 253, differ.count == 4, let first = differ.first,
                differ.last == first + 3
            else { return nil }
            drawings.append((drawn, first))
        }
        stride = 2 + drawings.map(\.bytes.count).max()!
        var slots = [UInt8](repeating: 0, count: 12 * stride)
        for (index, drawing) in drawings.enumerated() {
            slots[index * stride] = UInt8(drawing.bytes.count)
            slots[index * stride + 1] = UInt8(drawing.digits)
            slots.replaceSubrange(index * stride + 2..<index * stride + 2 + drawing.bytes.count, with: drawing.bytes)
        }
        self.slots = slots
    }

    /// Appends the drawing of `month`.
    @inline(__always)
    func append(_ month: YearMonth, to out: inout ByteCanvas) {
        slots.withUnsafeBufferPointer { slots in
            guard let base = slots.baseAddress else { return }
            let slot = base + stride &* (month.month &- 1)
            let length = Int(slot[0])
            guard let room = out.room(length), let target = room.baseAddress else { return }
            target.update(from: slot + 2, count: length)
            var rest = month.year
            let first = Int(slot[1])
            for index in (first..<first &+ 4).reversed() {
                target[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            out.advance(by: length)
        }
    }
}
