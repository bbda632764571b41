/// What one recording appended to a journal file, exactly, so `undo` can take back those bytes and no
/// others.
///
/// Pure data: the shell fills it in after the write and checks it again before undoing.
public struct AppendReceipt: Hashable, Sendable {
    /// The file written, as the person named it (or as the journal named it).
    public var path: String
    /// The file's length before the write: where the appended bytes start.
    public var offset: Int
    /// The bytes appended: the separator (a line end, a blank line) and the entry, with the file's line
    /// endings.
    public var bytes: [UInt8]
    /// The 1-based line of the entry's date line in the file.
    public var line: Int
    /// The file's device and inode when written: undo refuses a file replaced since.
    public var device: UInt64
    /// See ``device``.
    public var inode: UInt64
    /// The entry's lines as written (without line endings), to show what the file got; empty when not
    /// known.
    public var text: [String] = []

    /// A receipt for `bytes` appended to `path` at `offset`.
    public init(path: String, offset: Int, bytes: [UInt8], line: Int, device: UInt64, inode: UInt64) {
        self.path = path
        self.offset = offset
        self.bytes = bytes
        self.line = line
        self.device = device
        self.inode = inode
    }
}
