extension [UInt8] {
    /// Appends the decimal digits of `value` (`0` for zero), as `String(value)` writes them.
    mutating func appendDigits(of value: UInt128) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
            var position = 40
            if let small = UInt64(exactly: value) {
                var rest = small
                repeat {
                    position -= 1
                    buffer[position] = UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0")
                    rest /= 10
                } while rest > 0
            } else {
                var rest = value
                repeat {
                    position -= 1
                    buffer[position] = UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0")
                    rest /= 10
                } while rest > 0
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position..<40]))
        }
    }
}
