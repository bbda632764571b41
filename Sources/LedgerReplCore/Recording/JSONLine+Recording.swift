import LedgerJournalCore

/// The `--json` field of a recording step. Fields are only ever added, never renamed.
extension JSONLine {
    /// Appends `"recording":{…}`: `"step"` (`confirming`, `asking`, `recorded`, `declined`,
    /// `unrecorded`), the file and line where there is one, the entry (`date`, `description`,
    /// `postings` with `account` and `amount`, the `newAccounts` it makes, `future` (true) when it is dated
    /// after today and, when its amounts are written
    /// without digit groups because the journal reads a lone mark as a decimal point, `ungrouped` with
    /// `commodity`, `written`, `grouped` and `misread`) and its `text` exactly as
    /// appended (a line feed after each line), and for a question the side asked for and the
    /// `candidates`.
    static func append(_ reply: RecordingReply, to out: inout [UInt8]) {
        out += #","recording":{"step":"#.utf8
        switch reply {
        case .confirming(let path, let entry, let text, _):
            out += #""confirming","path":"#.utf8
            appendQuoted(path, to: &out)
            append(entry, text: text, to: &out)
        case .asking(let question, _):
            out += #""asking""#.utf8
            if case .account(let role, let description, let candidates) = question {
                out += (role == .category ? #","asks":"category""# : #","asks":"funding""#).utf8
                out += #","description":"#.utf8
                appendQuoted(description, to: &out)
                out += #","candidates":"#.utf8
                out += array(candidates).utf8
            }
        case .recorded(let path, let line, let entry, let text):
            out += #""recorded","path":"#.utf8
            appendQuoted(path, to: &out)
            out += #","line":\#(line)"#.utf8
            append(entry, text: text, to: &out)
        case .declined:
            out += #""declined""#.utf8
        case .unrecorded(let path, let line):
            out += #""unrecorded","path":"#.utf8
            appendQuoted(path, to: &out)
            out += #","line":\#(line)"#.utf8
        }
        out.append(UInt8(ascii: "}"))
    }

    /// `,"entry":{…}` and, when given, `,"text":"…"`.
    private static func append(_ entry: NewEntry, text: [String]?, to out: inout [UInt8]) {
        out += (#","entry":{"date":""# + entry.date.description + #"","description":"#).utf8
        appendQuoted(entry.description, to: &out)
        out += #","postings":["#.utf8
        for (index, posting) in entry.postings.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out += #"{"account":"#.utf8
            appendQuoted(posting.account, to: &out)
            out += #","amount":"#.utf8
            appendTotals([posting.amount.commodity: posting.amount.quantity], to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out += #"],"newAccounts":"#.utf8
        out += array(entry.newAccounts).utf8
        if entry.futureFrom != nil { out += #","future":true"#.utf8 }
        if let ungrouped = entry.ungrouped {
            out += #","ungrouped":{"commodity":"#.utf8
            appendQuoted(ungrouped.commodity, to: &out)
            out += #","written":"#.utf8
            appendQuoted(ungrouped.written, to: &out)
            out += #","grouped":"#.utf8
            appendQuoted(ungrouped.grouped, to: &out)
            out += #","misread":"#.utf8
            appendQuoted(ungrouped.misread, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "}"))
        if let text {
            out += #","text":"#.utf8
            appendQuoted(text.map { $0 + "\n" }.joined(), to: &out)
        }
    }
}
