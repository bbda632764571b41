/// The lines a session takes as no input at all: blank lines and `#` comments, which a script may hold
/// between its commands. The shell asks before it hands a line in, and counts but neither runs nor
/// remembers such a line.
extension Session {
    /// Whether the session takes the line whose bytes are `line` as nothing: blank (spaces, tabs, `\r`)
    /// or a `#` comment, while no recording question waits for an answer (which takes any line, Enter
    /// alone included).
    ///
    /// The same answer as ``skips(_:)-(String)`` gives for the decoded text: spaces, tabs, `\r` and `#`
    /// are single ASCII bytes in UTF-8, and no byte of a longer sequence (or of invalid input, which
    /// decodes to U+FFFD) is ASCII.
    @inlinable
    public func skips(_ line: UnsafeRawBufferPointer) -> Bool {
        guard !awaitsAnswer else { return false }
        for byte in line {
            if byte == 0x20 || byte == 0x09 || byte == 0x0D { continue }
            return byte == 0x23
        }
        return true
    }

    /// Whether the session takes `line` as nothing: blank or a `#` comment, while no recording question
    /// waits for an answer.
    @inlinable
    public func skips(_ line: String) -> Bool {
        guard !awaitsAnswer else { return false }
        for character in line.unicodeScalars {
            if character == " " || character == "\t" || character == "\r" { continue }
            return character == "#"
        }
        return true
    }
}
