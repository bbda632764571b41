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
    /// The navigation replies' sentences, prepared from `messages` to be written as bytes.
    let sentences: ReplySentences
    /// The popover's box drawn once for `options`, when they draw it so.
    let popoverTemplate: PopoverTemplate?
    /// The popover's box with the entries marks of a journal's months, drawn once for `options`, when
    /// they draw it so (cells without amounts).
    let entriesTemplate: PopoverTemplate?

    /// Makes an encoder.
    public init(options: RenderOptions) {
        self.options = options
        self.messages = Messages(language: options.language)
        self.sentences = ReplySentences(messages)
        self.popoverTemplate = PopoverTemplate(options: options)
        self.entriesTemplate = PopoverTemplate(options: options, marksEntries: true)
    }

    // MARK: - Text

    /// Appends the text of a successful outcome: the reply line, then what the reply calls for (the
    /// view, help, a report, the history, or nothing). Appends nothing for a failure: errors are printed
    /// on stderr.
    public func appendText(_ outcome: Outcome, journal: Journal?, to out: inout [UInt8]) {
        // A navigation reply without a journal, most of a script's lines: the sentence, then the view,
        // in one drawing when the sentence is prepared and the view comes from a template.
        if journal == nil, options.width == nil, !options.color, let sentence = sentences.prepared(outcome.reply),
            case .view = TextOutput.following(outcome.reply)
        {
            let state = outcome.state
            if let focus = state.focus, let popoverTemplate {
                unowned(unsafe) let sentences = sentences
                return out.draw(estimatedBytes: 128 + popoverTemplate.estimatedBytes) { canvas in
                    sentences.append(sentence, quoted: false, to: &canvas)
                    canvas.newline()
                    popoverTemplate.append(state, focus: focus, to: &canvas)
                }
            }
            if !state.isOpen {
                unowned(unsafe) let sentences = sentences
                let renderer = MonthViewRenderer(options: options)
                return out.draw(estimatedBytes: 512) { canvas in
                    sentences.append(sentence, quoted: false, to: &canvas)
                    canvas.newline()
                    renderer.appendPlainCalendar(state.selection, today: state.today, to: &canvas)
                }
            }
        }
        // With a journal, a month without entries (most month views of a script) likewise.
        if journal != nil, !outcome.state.isOpen, let sentence = sentences.prepared(outcome.reply),
            case .view = TextOutput.following(outcome.reply)
        {
            let renderer = MonthViewRenderer(options: options)
            let state = outcome.state
            if renderer.drawsWithoutEntries(state.selection, journal: journal) {
                unowned(unsafe) let sentences = sentences
                return out.draw(estimatedBytes: 640) { canvas in
                    sentences.append(sentence, quoted: false, to: &canvas)
                    canvas.newline()
                    renderer.appendMonthWithoutEntries(state.selection, today: state.today, to: &canvas)
                }
            }
        }
        // With a journal, the popover with its entries marks from its template, likewise. (The journal
        // is asked through `journal?`: bound to a name of its own, it would be copied.)
        if let focus = outcome.state.focus, let entriesTemplate, case .view = TextOutput.following(outcome.reply),
            let entryMonths = journal?.monthsWithEntries(inYear: focus.year)
        {
            let state = outcome.state
            if options.width == nil, let sentence = sentences.prepared(outcome.reply) {
                unowned(unsafe) let sentences = sentences
                return out.draw(estimatedBytes: 128 + entriesTemplate.estimatedBytes) { canvas in
                    sentences.append(sentence, quoted: false, to: &canvas)
                    canvas.newline()
                    entriesTemplate.append(state, focus: focus, entryMonths: entryMonths, to: &canvas)
                }
            }
            if TextOutput.appendNavigationSentence(outcome, options: options, sentences: sentences, to: &out) {
                return entriesTemplate.append(state, focus: focus, entryMonths: entryMonths, to: &out)
            }
        }
        // Any other navigation reply without a journal, or with one and the month view: the sentence and
        // the view, drawn here (a `TextOutput` made for it would copy the journal in and out).
        if journal == nil || !outcome.state.isOpen,
            TextOutput.appendNavigationSentence(outcome, options: options, sentences: sentences, to: &out)
        {
            return appendView(outcome.state, journal: journal, to: &out)
        }
        TextOutput(options: options, journal: journal).appendText(outcome, sentences: sentences, to: &out)
    }

    /// Appends the view of `state` alone (the popover or the month view), one line each: without a
    /// journal, the popover from its template when the options have one; with one, from the template
    /// with the entries marks likewise; and the month view drawn straight into `out`, with or without.
    public func appendView(_ state: PickerState, journal: Journal?, to out: inout [UInt8]) {
        if let focus = state.focus, let entriesTemplate,
            let entryMonths = journal?.monthsWithEntries(inYear: focus.year)
        {
            return entriesTemplate.append(state, focus: focus, entryMonths: entryMonths, to: &out)
        }
        if journal == nil, let focus = state.focus, let popoverTemplate {
            return popoverTemplate.append(state, focus: focus, to: &out)
        }
        if !state.isOpen {
            return MonthViewRenderer(options: options).append(
                state.selection, today: state.today, journal: journal, to: &out)
        }
        TextOutput(options: options, journal: journal).appendView(of: state, to: &out)
    }

    /// Appends a script's error line, as `messages.errorPosition(line:countsCommands:)` and then
    /// `message` say it, and a newline.
    public static func appendErrorLine(
        _ message: String, line: Int, countsCommands: Bool, language: Language, to out: inout [UInt8]
    ) {
        var message = message
        message.withUTF8 { text in
            out.draw(estimatedBytes: text.count + 40) { canvas in
                Messages(language: language).appendErrorPosition(
                    line: line, countsCommands: countsCommands, to: &canvas)
                canvas.append(text)
                canvas.newline()
            }
        }
    }

    // MARK: - JSON

    /// Appends the `--json` object for `outcome`, the result of input line number `line` reading
    /// `input`, and a newline; with a `journal`, the selected month's totals are added.
    ///
    /// The fields and their order are an interface other programs read: `line`, `input`, `ok`, `month`,
    /// `open`, `year`, `focus`, `reply`, `events`, then `error` on failure. New fields are only ever
    /// added after these: `explain`, `help`, the month's `income` and `expenses`, a report's `entries`,
    /// `balances` or `answer`, `history`, and for a line that is not valid UTF-8 (whose `input` has
    /// U+FFFD for what could not be read) `input_bytes`, its bytes as numbers.
    public func appendJSON(
        _ outcome: Outcome, line: Int, input: String, journal: Journal?, to out: inout [UInt8]
    ) {
        var input = input
        input.withUTF8 {
            appendJSON(outcome, line: line, utf8Input: UnsafeRawBufferPointer($0), journal: journal, to: &out)
        }
    }

    /// Appends the `--json` object like `appendJSON(_:line:input:journal:to:)`, for the input line whose
    /// bytes are `utf8Input` (its text being `String(decoding: utf8Input, as: UTF8.self)`). `errorText`
    /// is what `messages.text(for:)` says for the outcome's error, when the caller has it already.
    public func appendJSON(
        _ outcome: Outcome, line: Int, utf8Input: UnsafeRawBufferPointer, journal: Journal?,
        errorText: String? = nil, to out: inout [UInt8]
    ) {
        // Printable ASCII other than `"` and `\` is its own quoted text (the commonest line); other valid
        // UTF-8 decodes to itself, so its bytes are quoted as they are; a line that is not is quoted
        // from its text, with U+FFFD for what could not be read.
        let input = utf8Input.assumingMemoryBound(to: UInt8.self)
        let plainInput = ByteCanvas.plainRunEnd(in: input, from: 0) == input.count
        let validInput = plainInput || OriginalBytes.isValidUTF8(utf8Input)
        // The reply's words when they are not prepared sentences: said by `Messages` (an error's message
        // is written twice, as `reply` and as `error`).
        var said: String?
        let prepared = sentences.prepared(outcome.reply)
        if !outcome.isSuccess {
            // The error is copied out only when its words are not given.
            said = errorText ?? outcome.error.map(messages.text(for:))
        } else if prepared == nil, let reply = outcome.reply {
            said = messages.text(for: reply)
        }
        // The closure below reads these rather than the whole outcome, which it would copy; and the
        // sentences through a reference it need not retain (this encoder holds them for the call).
        unowned(unsafe) let sentences = sentences
        let state = outcome.state
        let events = outcome.events
        let succeeded = outcome.isSuccess
        let hasTail = !validInput || Self.hasTailFields(outcome, journal: journal)
        let estimate = 200 + 2 * utf8Input.count + 4 * (said?.utf8.count ?? 0) + 24 * events.count
        out.draw(estimatedBytes: estimate) { canvas in
            // Neighbouring punctuation is written as one literal: the fewer the appends, the faster.
            canvas.append(#"{"line":"#)
            canvas.appendDecimal(line)
            if plainInput {
                canvas.append(#","input":""#)
                canvas.append(input)
                canvas.append(succeeded ? #"","ok":true"# : #"","ok":false"#)
            } else {
                canvas.append(#","input":"#)
                if validInput {
                    Self.appendQuoted(input, to: &canvas)
                } else {
                    Self.appendEscaped(String(decoding: utf8Input, as: UTF8.self), to: &canvas)
                }
                canvas.append(succeeded ? #","ok":true"# : #","ok":false"#)
            }
            Self.appendStateFields(state, to: &canvas)
            var saidStart = 0
            var saidEnd = 0  // where the quoted words are, to be copied as the `error` too
            if var said {
                canvas.append(#","reply":"#)
                saidStart = canvas.count
                said.withUTF8 { Self.appendQuoted($0, to: &canvas) }
                saidEnd = canvas.count
                canvas.append(#","events":["#)
            } else if let prepared {
                canvas.append(#","reply":""#)
                sentences.append(prepared, quoted: true, to: &canvas)
                canvas.append(#"","events":["#)
            } else {
                canvas.append(#","reply":"","events":["#)
            }
            for index in events.indices {
                if index > 0 { canvas.append(UInt8(ascii: ",")) }
                Self.append(events[index], to: &canvas)
            }
            if !succeeded {
                canvas.append(#"],"error":"#)
                canvas.appendCopy(of: saidStart..<saidEnd)  // a failure always has its words
                if !hasTail { canvas.append("}\n") }
            } else {
                canvas.append(hasTail ? "]" : "]}\n")
            }
        }
        if hasTail { appendJSONTail(outcome, journal: journal, invalidInput: validInput ? nil : utf8Input, to: &out) }
    }

    /// Whether `appendJSONTail` has fields to add for `outcome`, or only the closing brace.
    private static func hasTailFields(_ outcome: Outcome, journal: Journal?) -> Bool {
        if journal != nil { return true }
        if case .some = outcome.report { return true }
        guard let reply = outcome.reply else { return false }
        // Every reply named: a new one must say here whether it adds fields.
        switch reply {
        case .explained, .help, .recording, .history: return true
        case .entries, .balance, .change, .answer: return true
        case .opened, .alreadyOpen, .closed, .alreadyClosed, .selected, .showingYear, .focused, .undone, .reloaded,
            .goodbye:
            return false
        }
    }

    /// Appends the valid UTF-8 `text` as a JSON string literal, as `JSONLine.appendQuoted` writes it:
    /// copied with a `\\` before each `"` and `\\` when nothing else in it is escaped (an error's message
    /// quotes the line), else escaped by `JSONLine`.
    @inline(__always)
    static func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, to canvas: inout ByteCanvas) {
        if !canvas.appendQuotedPlainly(text) { appendEscaped(String(decoding: text, as: UTF8.self), to: &canvas) }
    }

    /// Appends `text` as a JSON string literal, escaped by `JSONLine`.
    private static func appendEscaped(_ text: String, to canvas: inout ByteCanvas) {
        var quoted: [UInt8] = []
        JSONLine.appendQuoted(text, to: &quoted)
        quoted.withUnsafeBufferPointer { canvas.append($0) }
    }

    /// Whether `byte` is, or leads the UTF-8 of, a character `JSONLine.isEscaped` escapes (or `"`, `\`):
    /// C0 controls and DEL; 0xC2 (C1 controls, the soft hyphen), 0xD8 (U+061C), 0xE1 (U+180E), 0xE2
    /// (the zero-width and bidi characters, U+2028 and U+2029), 0xEF (U+FEFF, U+FFF9 to U+FFFB) and 0xF3
    /// (the tag characters). A test holds this to `isEscaped` for every scalar.
    @inline(__always)
    static func mayStartEscape(_ byte: UInt8) -> Bool {
        if byte < 0x80 { return byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F }
        // The lead bytes as bits of one word, bit n standing for byte 0xC0 + n.
        let leads: UInt64 = 1 << 0x02 | 1 << 0x18 | 1 << 0x21 | 1 << 0x22 | 1 << 0x2F | 1 << 0x33
        return byte >= 0xC0 && leads & (1 << UInt64(byte &- 0xC0)) != 0
    }

    /// Appends the fields after `events` and `error`, through the closing brace and newline.
    private func appendJSONTail(
        _ outcome: Outcome, journal: Journal?, invalidInput: UnsafeRawBufferPointer? = nil, to out: inout [UInt8]
    ) {
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
        if let invalidInput { OriginalBytes.appendJSONField(for: invalidInput, to: &out) }
        out.append(literal: "}\n")
    }

    /// Appends `,"month":"…","open":…,"year":…,"focus":…` for a state, written from its integers (the
    /// same digits as `YearMonth.description` and `String(_:)`).
    private static func appendStateFields(_ state: PickerState, to out: inout ByteCanvas) {
        out.append(#","month":""#)
        appendMonth(state.selection, to: &out)
        out.append(state.focus != nil ? #"","open":true,"year":"# : #"","open":false,"year":"#)
        out.appendDecimal(state.yearOnScreen)
        if let focus = state.focus {
            out.append(#","focus":""#)
            appendMonth(focus, to: &out)
            out.append(UInt8(ascii: "\""))
        } else {
            out.append(#","focus":null"#)
        }
    }

    /// An event as JSON (`{"reload":"2026-11"}`), written from the month's integers.
    private static func append(_ event: Event, to out: inout ByteCanvas) {
        switch event {
        case .reload(let month):
            out.append(#"{"reload":""#)
            appendMonth(month, to: &out)
            out.append(#""}"#)
        }
    }

    /// `YYYY-MM`, as `YearMonth.description` writes it, a year being 1...9999.
    private static func appendMonth(_ month: YearMonth, to out: inout ByteCanvas) {
        out.appendDecimal(month.year, minimumDigits: 4)
        out.append(UInt8(ascii: "-"))
        out.appendDecimal(month.month, minimumDigits: 2)
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
