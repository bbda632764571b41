/// The `--json` form of an outcome: one object per command line, one line per object.
///
/// The fields and their order are an interface other programs read: `line`, `input`, `ok`, `month`,
/// `open`, `year`, `focus`, `reply`, `events`, then `error` on failure. New fields are only ever added
/// after these.
public enum JSONLine {
    /// The JSON object for `outcome`, the result of input line number `line` reading `input`.
    public static func encode(line: Int, input: String, outcome: Outcome, messages: Messages, extra: [(String, String)] = [])
        -> String
    {
        let state = outcome.state
        var out = "{\"line\":\(line),\"input\":" + quoted(input)
        out += ",\"ok\":" + (outcome.isSuccess ? "true" : "false")
        out += ",\"month\":\"\(state.selection)\""
        out += ",\"open\":" + (state.isOpen ? "true" : "false")
        out += ",\"year\":\(state.yearOnScreen)"
        out += ",\"focus\":" + (state.focus.map { "\"\($0)\"" } ?? "null")
        let reply: String
        if let error = outcome.error {
            reply = messages.text(for: error)
        } else if let value = outcome.reply {
            reply = messages.text(for: value)
        } else {
            reply = ""
        }
        out += ",\"reply\":" + quoted(reply)
        out += ",\"events\":[" + outcome.events.map(encode).joined(separator: ",") + "]"
        if outcome.error != nil { out += ",\"error\":" + quoted(reply) }
        if case .explained(let reading) = outcome.reply { out += ",\"explain\":" + encode(reading) }
        for (key, rawJSON) in extra { out += "," + quoted(key) + ":" + rawJSON }
        return out + "}"
    }

    static func encode(_ event: Event) -> String {
        switch event {
        case .reload(let month): "{\"reload\":\"\(month)\"}"
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
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
                    let hex = String(value, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
