import LedgerJournalCore

/// Writes outcomes as the bytes the shell prints, in text or JSON form, into one output buffer.
///
/// What is written is chosen by the outcome's reply (`TextOutput.lines(for:)` for text); the journal
/// whose figures views and JSON objects carry is the session's, passed in with each outcome.
public struct OutputEncoder: Sendable {
    /// How to draw.
    public let options: RenderOptions
    /// The sentences to say.
    public let messages: Messages

    /// Makes an encoder.
    public init(options: RenderOptions) {
        self.options = options
        self.messages = Messages(language: options.language)
    }

    // MARK: - Text

    /// Appends the text of a successful outcome: the reply line, then what the reply calls for (the
    /// view, help, a report, the history, or nothing). Appends nothing for a failure: errors are printed
    /// on stderr.
    public func appendText(_ outcome: Outcome, journal: Journal?, to out: inout [UInt8]) {
        TextOutput(options: options, journal: journal).appendText(outcome, to: &out)
    }

    /// Appends the view of `state` alone (the popover or the month view), one line each.
    public func appendView(_ state: PickerState, journal: Journal?, to out: inout [UInt8]) {
        TextOutput(options: options, journal: journal).appendView(of: state, to: &out)
    }

    // MARK: - JSON

    /// Appends the `--json` object for `outcome`, the result of input line number `line` reading
    /// `input`, and a newline; with a `journal`, the selected month's totals are added.
    ///
    /// The fields and their order are an interface other programs read: `line`, `input`, `ok`, `month`,
    /// `open`, `year`, `focus`, `reply`, `events`, then `error` on failure. New fields are only ever
    /// added after these: `explain`, the month's `income` and `expenses`, a report's `entries`,
    /// `balances` or `answer`, and `history`.
    public func appendJSON(
        _ outcome: Outcome, line: Int, input: String, journal: Journal?, to out: inout [UInt8]
    ) {
        out.append(literal: #"{"line":"#)
        Self.appendDecimal(line, minimumWidth: 1, to: &out)
        out.append(literal: #","input":"#)
        JSONLine.appendQuoted(input, to: &out)
        appendJSONFields(outcome, journal: journal, to: &out)
    }

    /// Appends the `--json` object like `appendJSON(_:line:input:journal:to:)`, for the input line whose
    /// bytes are `utf8Input` (its text being `String(decoding: utf8Input, as: UTF8.self)`).
    public func appendJSON(
        _ outcome: Outcome, line: Int, utf8Input: UnsafeRawBufferPointer, journal: Journal?, to out: inout [UInt8]
    ) {
        out.append(literal: #"{"line":"#)
        Self.appendDecimal(line, minimumWidth: 1, to: &out)
        out.append(literal: #","input":"#)
        // Printable ASCII other than `"` and `\` is valid UTF-8 that decodes to itself and needs no
        // escape, so the bytes are the quoted text; anything else goes through the decoded text.
        if utf8Input.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: utf8Input)
            out.append(UInt8(ascii: "\""))
        } else {
            JSONLine.appendQuoted(String(decoding: utf8Input, as: UTF8.self), to: &out)
        }
        appendJSONFields(outcome, journal: journal, to: &out)
    }

    /// Appends the fields after `input`, through the closing brace and newline.
    private func appendJSONFields(_ outcome: Outcome, journal: Journal?, to out: inout [UInt8]) {
        out.append(literal: outcome.isSuccess ? #","ok":true"# : #","ok":false"#)
        Self.appendStateFields(outcome.state, to: &out)
        out.append(literal: #","reply":"#)
        let quotedError = outcome.error.map { error in
            var bytes: [UInt8] = []
            JSONLine.appendQuoted(messages.text(for: error), to: &bytes)
            return bytes
        }
        if let quotedError {
            out += quotedError
        } else if let reply = outcome.reply {
            JSONLine.appendQuoted(messages.text(for: reply), to: &out)
        } else {
            out.append(literal: #""""#)
        }
        out.append(literal: #","events":["#)
        for (index, event) in outcome.events.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            Self.append(event, to: &out)
        }
        out.append(UInt8(ascii: "]"))
        if let quotedError {
            out.append(literal: #","error":"#)
            out += quotedError
        }
        if case .explained(let reading) = outcome.reply {
            out.append(literal: #","explain":"#)
            out += JSONLine.encode(reading).utf8
        }
        if case .help(let topic) = outcome.reply {
            out.append(literal: #","help":"#)
            out += JSONLine.array(HelpText.lines(topic: topic, language: options.language)).utf8
        }
        if let journal { Self.appendMonthTotals(outcome.state.selection, of: journal, to: &out) }
        if let report = outcome.report { JSONLine.append(report, to: &out) }
        if case .recording(let recording) = outcome.reply { JSONLine.append(recording, to: &out) }
        if case .history(let entries) = outcome.reply {
            out.append(literal: #","history":"#)
            out += JSONLine.array(entries).utf8
        }
        out.append(literal: "}\n")
    }

    /// Appends `,"month":"…","open":…,"year":…,"focus":…` for a state, written from its integers (the
    /// same digits as `YearMonth.description` and `String(_:)`), so no cache is needed.
    private static func appendStateFields(_ state: PickerState, to out: inout [UInt8]) {
        out.append(literal: #","month":""#)
        appendMonth(state.selection, to: &out)
        out.append(literal: state.isOpen ? #"","open":true,"year":"# : #"","open":false,"year":"#)
        appendDecimal(state.yearOnScreen, minimumWidth: 1, to: &out)
        out.append(literal: #","focus":"#)
        if let focus = state.focus {
            out.append(UInt8(ascii: "\""))
            appendMonth(focus, to: &out)
            out.append(UInt8(ascii: "\""))
        } else {
            out.append(literal: "null")
        }
    }

    /// An event as JSON (`{"reload":"2026-11"}`), written from the month's integers.
    private static func append(_ event: Event, to out: inout [UInt8]) {
        switch event {
        case .reload(let month):
            out.append(literal: #"{"reload":""#)
            appendMonth(month, to: &out)
            out.append(literal: #""}"#)
        }
    }

    /// `YYYY-MM`, as `YearMonth.description` writes it.
    private static func appendMonth(_ month: YearMonth, to out: inout [UInt8]) {
        appendDecimal(month.year, minimumWidth: 4, to: &out)
        out.append(UInt8(ascii: "-"))
        appendDecimal(month.month, minimumWidth: 2, to: &out)
    }

    /// `value` in decimal, zero-padded to `minimumWidth` digits (as `zeroPadded` does); a negative
    /// value, which no state holds, takes the `String` path.
    private static func appendDecimal(_ value: Int, minimumWidth: Int, to out: inout [UInt8]) {
        guard value >= 0, value < 100_000_000, minimumWidth <= 8 else {
            out += zeroPadded(value, width: minimumWidth).utf8
            return
        }
        // Digits fill the tuple from the right, then the zero padding; one append copies them out.
        var digits: (UInt64, UInt64) = (0x3030_3030_3030_3030, 0x3030_3030_3030_3030)  // "0" × 16
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            var rest = value
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            start = min(start, buffer.count - minimumWidth)
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// `,"income":{…},"expenses":{…}` for the selected month of `journal`: exact decimals
    /// per commodity as written.
    private static func appendMonthTotals(_ month: YearMonth, of journal: Journal, to out: inout [UInt8]) {
        let period = JournalPeriod.month(month.journalMonth)
        out.append(literal: #","income":"#)
        JSONLine.appendTotals(journal.income(in: period), to: &out)
        out.append(literal: #","expenses":"#)
        JSONLine.appendTotals(journal.expenses(in: period), to: &out)
    }

}

extension [UInt8] {
    /// Appends a literal's UTF-8 bytes in one copy (appending a `String`'s `utf8` view goes byte by byte
    /// through the generic path).
    mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }
}
