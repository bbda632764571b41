import LedgerJournalCore

/// JSON text for the `--json` output: string escaping and the small nested values.
public enum JSONLine {
    /// Appends `{"COMMODITY":"DECIMAL",…}`: commodities as the journal writes them, in sorted order,
    /// amounts as exact decimals with `.` as the decimal point and no grouping.
    public static func appendTotals(_ totals: CommodityTotals, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        for (index, (commodity, amount)) in totals.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            appendQuoted(commodity, to: &out)
            out.append(UInt8(ascii: ":"))
            appendQuoted(amount.description, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// The JSON object for `outcome` as a string, without the trailing newline; the same bytes
    /// `OutputEncoder.appendJSON` writes.
    public static func encode(
        line: Int, input: String, outcome: Outcome, messages: Messages, extra: [(String, String)] = []
    )
        -> String
    {
        let encoder = OutputEncoder(options: RenderOptions(language: messages.language))
        var bytes: [UInt8] = []
        encoder.appendJSON(outcome, line: line, input: input, extra: extra, to: &bytes)
        bytes.removeLast()
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the fields of a journal report: `"entries":[…]`, `"balances":{…}` or `"answer":{…}`.
    static func append(_ report: Report, to out: inout [UInt8]) {
        switch report {
        case .entries(_, let transactions):
            out += #","entries":["#.utf8
            for (index, transaction) in transactions.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += (#"{"date":""# + transaction.date.description + #"","status":""#).utf8
                switch transaction.status {
                case .cleared: out.append(UInt8(ascii: "*"))
                case .pending: out.append(UInt8(ascii: "!"))
                case .unmarked: break
                }
                out += #"","description":"#.utf8
                appendQuoted(transaction.description, to: &out)
                out += #","postings":["#.utf8
                for (number, posting) in transaction.postings.enumerated() {
                    if number > 0 { out.append(UInt8(ascii: ",")) }
                    out += #"{"account":"#.utf8
                    appendQuoted(posting.account, to: &out)
                    out += #","amount":"#.utf8
                    appendTotals([posting.amount.commodity: posting.amount.quantity], to: &out)
                    out.append(UInt8(ascii: "}"))
                }
                out += "]}".utf8
            }
            out.append(UInt8(ascii: "]"))
        case .balances(_, let balances):
            out += #","balances":{"#.utf8
            for (index, account) in balances.keys.sorted().enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                appendQuoted(account, to: &out)
                out.append(UInt8(ascii: ":"))
                appendTotals(balances[account] ?? [:], to: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .answer(let answer):
            let subject: String
            switch answer.question.subject {
            case .expenses: subject = "expenses"
            case .income: subject = "income"
            case .accounts: subject = "accounts"
            }
            out += (#","answer":{"subject":""# + subject + #"","period":"#).utf8
            switch answer.period {
            case .month(let month): out += "\"\(month)\"".utf8
            case .year(let year): out += String(year).utf8
            }
            out += #","totals":"#.utf8
            appendTotals(answer.totals, to: &out)
            out += (#","accounts":"# + array(answer.accounts) + "}").utf8
        }
    }

    static func encode(_ reading: Reading) -> String {
        let anchor: String
        switch reading.anchor {
        case .today: anchor = "today"
        case .screen: anchor = "screen"
        case .absolute: anchor = "absolute"
        }
        let result: String
        switch reading.destination {
        case .month(let month): result = "{\"month\":\"\(month)\"}"
        case .year(let year): result = "{\"year\":\(year)}"
        }
        return "{\"tokens\":" + array(reading.tokens) + ",\"anchor\":\"\(anchor)\",\"result\":" + result + "}"
    }

    /// A JSON array of strings.
    public static func array(_ strings: [String]) -> String {
        "[" + strings.map(quoted).joined(separator: ",") + "]"
    }

    /// `text` as a JSON string literal: quotes, backslashes and every control character escaped, so
    /// the line is valid JSON whatever the input held.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal.
    public static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted($0, to: &out) }
    }

    /// Appends the UTF-8 text `bytes` as a JSON string literal.
    public static func appendQuoted(_ bytes: some Collection<UInt8>, to out: inout [UInt8]) {
        // Most text is printable ASCII with nothing to escape: copy it whole.
        let copied = bytes.withContiguousStorageIfAvailable { buffer -> Bool in
            guard buffer.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) else { return false }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: buffer)
            out.append(UInt8(ascii: "\""))
            return true
        }
        if copied == true { return }
        out.append(UInt8(ascii: "\""))
        var iterator = bytes.makeIterator()
        var pending: UInt8? = nil  // a 0xC2 or 0xE2 lead byte waiting to see what follows
        var pending2: UInt8? = nil
        while let byte = iterator.next() {
            if let lead = pending {
                pending = nil
                if lead == 0xC2, (0x80...0x9F).contains(byte) {  // C1 control
                    appendEscape(UInt32(byte), to: &out)
                    continue
                }
                if lead == 0xE2 {
                    if let second = pending2 {
                        pending2 = nil
                        if second == 0x80, byte == 0xA8 || byte == 0xA9 {  // U+2028, U+2029
                            appendEscape(0x2000 | UInt32(byte - 0x80), to: &out)
                        } else {
                            out += [lead, second, byte]
                        }
                        continue
                    }
                    pending = lead
                    pending2 = byte
                    continue
                }
                out.append(lead)
            }
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20, 0x7F: appendEscape(UInt32(byte), to: &out)
            case 0xC2, 0xE2: pending = byte
            default: out.append(byte)
            }
        }
        if let lead = pending { out.append(lead) }
        if let second = pending2 { out.append(second) }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(_ value: UInt32, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
        for shift in stride(from: 12, through: 0, by: -4) { out.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
    }
}
