/// A posting's quantity, wherever it is held: in the posting's own `Int128` (nearly always) or, for a
/// number of more than 38 digits, in the table of wide quantities.
extension JournalBuilder {
    /// The exact quantity of `posting`.
    @inline(__always)
    func quantity(of posting: PostingRecord) -> ExactDecimal {
        if posting.wide >= 0 { return wideQuantities[Int(posting.wide)] }
        return ExactDecimal(uncheckedMantissa: posting.quantity, scale: Int(posting.scale))
    }

    /// Sets the quantity of `posting` to `value`: in the posting itself when the digits fit, else in
    /// the wide table.
    @inline(__always)
    mutating func setQuantity(_ value: ExactDecimal, of posting: inout PostingRecord) {
        posting.scale = UInt8(truncatingIfNeeded: value.scale)
        if let mantissa = value.smallMantissa {
            posting.quantity = mantissa
            posting.wide = -1
        } else {
            posting.quantity = 0
            posting.wide = Int32(wideQuantities.count)
            wideQuantities.append(value)
        }
    }
}
