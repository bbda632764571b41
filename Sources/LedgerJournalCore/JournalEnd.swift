/// What reading a journal left in force at the end of its last file: the directives then in effect,
/// the names and commodities known, what the amounts read so far say about each commodity's style and
/// storage, so that bytes appended to that file can be read on from there, alone, as a whole reading
/// of the longer file would read them (``Journal/appending(_:toFile:)``).
///
/// A small value: its size grows with the journal's accounts and commodities, never with its
/// transactions.
struct JournalEnd: Sendable {
    /// The index in the journal's files of the file read last.
    let file: Int
    /// The directives in force at its end (`Y`, `D`, `decimal-mark`, `apply account`, aliases).
    let scope: JournalBuilder.Scope
    /// How many lines it has.
    let lines: Int
    /// How the journal was read.
    let options: JournalOptions
    /// The account names by id, in the order first read.
    let accounts: ByteInterner
    /// The commodity symbols by id, in the order first read.
    let commodities: ByteInterner
    /// Each commodity's directives and amounts as read, before its style was settled.
    let commodityInfo: [CommodityInfo]
    /// The account types declared, by account id.
    let declaredTypes: [Int32: AccountTypeCode]
    /// Each commodity's sum of quantity magnitudes at its storage scale.
    let magnitudes: [UInt128]
}
