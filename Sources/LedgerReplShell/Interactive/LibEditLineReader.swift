import CLibEdit
import LedgerJournalCore
import LedgerReplCore

#if canImport(Glibc)
    import Glibc
#endif

/// Set by the SIGINT handler; read and cleared by the reader. Ctrl-C while a command runs must not kill
/// the session, and a SIGINT that arrives while editing acts like Ctrl-C.
nonisolated(unsafe) private var interruptSignalled: sig_atomic_t = 0
/// Set by the SIGWINCH handler: the line is redrawn for the new width.
nonisolated(unsafe) private var resizeSignalled: sig_atomic_t = 0
/// Set by the SIGTERM and SIGHUP handlers to the signal's number: the reader stops editing, restores
/// the terminal and then lets the signal end the process as usual. History is already on disk (it is
/// appended line by line), so nothing is lost.
nonisolated(unsafe) private var terminationSignalled: sig_atomic_t = 0

/// Stands for a lone Esc (no byte followed within `escapeWait`): the table's `KeyBindings.loneEscape`, a
/// C1 control no keyboard sends, so it can be bound like a key.
private let loneEscape = wchar_t(bitPattern: KeyBindings.loneEscape.unicodeScalars.first?.value ?? 0x80)
/// Stands for a resize to a new width, which ends the read so the view is drawn again: another C1
/// control no keyboard sends (bound here, not a key of the table).
private let resizeKey: wchar_t = 0x81

/// Line editing with libedit's wide-character API: UTF-8 text, history walked with Up/Down and searched
/// with Ctrl-R, Tab completion from the core, keys that act at once, Ctrl-C that clears the line.
///
/// All of the C interop lives here. libedit calls back into plain C functions; they find this object
/// through `EL_CLIENTDATA`. While editing, the terminal's `intr` and `susp` characters are switched off so
/// Ctrl-C and Ctrl-Z arrive as keys (a SIGINT handler would race with libedit); characters are read by
/// `readCharacter`, which also tells a lone Esc from the start of an escape sequence.
final class LibEditLineReader: LineReader {
    /// What ended the last `el_wgets` early.
    private enum Action {
        case interrupted
        case key(CommandWord)
        case resized(Int)
    }

    private let editor: OpaquePointer
    private let history: OpaquePointer
    private let historyFile: HistoryFile?
    private let capacity: Int
    private let completer: @Sendable (String, CompletionContext) -> CompletionResult
    /// The session's language, for what the reader says itself (a history file it cannot use).
    private let language: Language
    /// What completion knows, made again only when another journal is loaded.
    private var completion: (names: JournalNames?, context: CompletionContext)?
    private var entries: [String] = []
    private var fileUsable = true
    private var reportedProblem = false
    private var context = EditingContext(year: 2000, popoverIsOpen: false)
    private var prompt = permanentWide("")
    private var promptText = ""
    private var action: Action?
    private var carriedText: String?
    private var lastAmbiguousText: String?
    /// The lines the table's command keys run, closed and open, by the index of their libedit function.
    private var commandKeys: [(closed: CommandWord, open: CommandWord)] = []
    /// The width a resize found, for the `resized` action.
    private var resizedWidth: Int?
    /// Whether Ctrl-R's search is drawing its own lines (a resize then leaves the screen to it).
    private var searching = false
    /// The text of the last history search, which Ctrl-R on nothing typed searches for again.
    private var lastSearch = ""
    /// Whether the user was told why a character typed was refused (once a session).
    private var toldAboutRefusal = false

    /// Starts libedit on stdin/stdout for program name `ledger-repl`, loads the history file and reads
    /// `$EDITRC` or `~/.editrc`. `nil` when libedit cannot start.
    init?(configuration: InteractiveConfiguration, historyFile: HistoryFile?, capacity: Int) {
        guard let editor = el_init("ledger-repl", ledger_stdin(), ledger_stdout(), ledger_stderr()) else { return nil }
        guard let history = history_winit() else {
            el_end(editor)
            return nil
        }
        self.editor = editor
        self.history = history
        self.historyFile = historyFile
        self.capacity = capacity
        self.completer = configuration.completer
        self.language = configuration.language

        ledger_history_set(history, H_SETSIZE, Int32(capacity))
        ledger_el_set_history(editor, history)
        ledger_el_set_string(editor, EL_EDITOR, wide("emacs"))
        ledger_el_set_int(editor, EL_SIGNAL, 1)
        ledger_el_set_client(editor, Unmanaged.passUnretained(self).toOpaque())
        ledger_el_set_prompt(editor, promptCallback, 1)
        ledger_el_set_getc(editor, readCharacter)
        if let path = Self.editrcPath() { el_source(editor, path) }
        addFunctions()
        bindKeys()
        ledger_el_setty(editor, wide("-d"), wide("-intr"))
        ledger_el_setty(editor, wide("-d"), wide("-susp"))
        installSignalHandlers()
        loadHistory()
    }

    deinit {
        el_end(editor)
        history_wend(history)
        prompt.deallocate()
    }

    // MARK: - LineReader

    var hasBufferedLine: Bool { false }

    var historyEntries: [String] { entries }

    func prepare(for context: EditingContext) {
        self.context = context
    }

    func readLine(prompt text: String) -> LineInput {
        prompt.deallocate()
        prompt = permanentWide(text)
        promptText = text
        action = nil
        lastAmbiguousText = nil
        interruptSignalled = 0
        ledger_el_set_int(editor, EL_PREP_TERM, 1)
        if let carried = carriedText {
            carriedText = nil
            el_wpush(editor, wide(carried))
        }
        var count: Int32 = 0
        let line = el_wgets(editor, &count)
        if terminationSignalled != 0 { endByTerminationSignal() }
        switch action {
        case .interrupted: return .interrupted
        case .key(let command): return .key(command)
        case .resized(let width): return .resized(width)
        case nil: break
        }
        guard let line, count > 0 else {
            return count < 0 ? .failure(SystemEnvironment.problem(errno: errno)) : .end
        }
        var scalars = String.UnicodeScalarView()
        for index in 0..<Int(count) {
            scalars.append(Unicode.Scalar(UInt32(bitPattern: line[index])) ?? "\u{FFFD}")
        }
        if scalars.last == "\n" { scalars.removeLast() }
        return .line(String(scalars))
    }

    /// Restores the terminal (libedit leaves it as it found it), then dies of the pending SIGTERM or
    /// SIGHUP with the usual status.
    private func endByTerminationSignal() -> Never {
        let signalNumber = terminationSignalled
        el_end(editor)
        writeAll(STDOUT_FILENO, Array("\r\n".utf8))
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
        exit(128 + signalNumber)
    }

    /// Adds `line` to the history unless it is empty, starts with a space or repeats the newest entry;
    /// appends it to the history file at once.
    func remember(_ line: String) {
        guard let first = line.unicodeScalars.first, first != " ", line != entries.last else { return }
        entries.append(line)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        ledger_history_enter(history, wide(line))
        guard fileUsable, let historyFile else { return }
        do {
            try historyFile.append(line)
        } catch {
            report(error)
        }
    }

    // MARK: - Setup

    private func loadHistory() {
        guard let historyFile else { return }
        do {
            entries = try historyFile.load()
        } catch {
            fileUsable = false  // never overwrite a file that failed to load
            report(error)
        }
        for entry in entries where Self.isDrawable(entry) { ledger_history_enter(history, wide(entry)) }
    }

    private func report(_ error: HistoryFileError) {
        guard !reportedProblem else { return }
        reportedProblem = true
        writeAll(STDERR_FILENO, Array("ledger-repl: \(error.description(in: language))\n".utf8))
    }

    private static func editrcPath() -> String? {
        if let path = SystemEnvironment.variable("EDITRC"), !path.isEmpty { return path }
        guard let home = SystemEnvironment.variable("HOME"), !home.isEmpty else { return nil }
        let path = home + "/.editrc"
        return access(path, R_OK) == 0 ? path : nil
    }

    /// Binds the keys of `KeyBindings` (the table `help keys` lists), after the user's editrc so they
    /// stay available in both editors.
    private func bindKeys() {
        for key in KeyBindings.bound {
            let function: String
            switch key.action {
            case .complete: function = "ledger-complete"
            case .searchHistory: function = "ledger-search"
            case .interrupt: function = "ledger-interrupt"
            case .suspend: function = "ledger-suspend"
            case .closePopover: function = "ledger-escape"
            case .editor: continue
            case .command(let closed, let open):
                guard commandKeys.count < commandKeyFunctions.count else { continue }
                function = "ledger-key-\(commandKeys.count)"
                addFunction(
                    function, "Run \(KeyBindings.line(for: closed)) (closed) or \(KeyBindings.line(for: open)) (open)",
                    commandKeyFunctions[commandKeys.count])
                commandKeys.append((closed, open))
            }
            for sequence in key.sequences { ledger_el_bind(editor, wide(sequence), wide(function)) }
        }
        ledger_el_bind(editor, wide(String(Character(Unicode.Scalar(UInt8(resizeKey))))), wide("ledger-resize"))
    }

    /// Adds a libedit function; libedit keeps the two pointers, so they live as long as the process.
    private func addFunction(
        _ name: String, _ help: String, _ function: @convention(c) (OpaquePointer?, Int32) -> UInt8
    ) {
        ledger_el_add_function(editor, permanentWide(name), permanentWide(help), function)
    }

    /// The fixed libedit functions, added before the table's keys are bound to them.
    private func addFunctions() {
        addFunction("ledger-complete", "Complete the word before the cursor", completeKey)
        addFunction("ledger-search", "Search the history as you type", searchKey)
        addFunction("ledger-interrupt", "Discard the line", interruptKey)
        addFunction("ledger-suspend", "Suspend ledger-repl", suspendKey)
        addFunction("ledger-escape", "Close the popover (empty line)", escapeKey)
        addFunction("ledger-resize", "Draw the view again for the terminal's new width", resizedKey)
    }

    /// Ends the read with the command of the `index`th command key, by whether the popover is open.
    fileprivate func runCommandKey(_ index: Int) -> UInt8 {
        guard commandKeys.indices.contains(index) else { return UInt8(CC_ERROR) }
        let (closed, open) = commandKeys[index]
        return finishWithKey(popoverIsOpen ? open : closed)
    }

    private func installSignalHandlers() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in interruptSignalled = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        action.__sigaction_handler.sa_handler = { _ in resizeSignalled = 1 }
        sigaction(SIGWINCH, &action, nil)
        action.__sigaction_handler.sa_handler = { signal in terminationSignalled = signal }
        sigaction(SIGTERM, &action, nil)
        sigaction(SIGHUP, &action, nil)
    }

    // MARK: - Callbacks

    fileprivate static func from(_ editor: OpaquePointer?) -> LibEditLineReader? {
        guard let editor, let data = ledger_el_client(editor) else { return nil }
        return Unmanaged<LibEditLineReader>.fromOpaque(data).takeUnretainedValue()
    }

    fileprivate var promptPointer: UnsafeMutablePointer<wchar_t> { prompt }

    /// The text of the line and the cursor's offset in it, in characters (wide chars).
    fileprivate func currentLine() -> (text: [wchar_t], cursor: Int) {
        guard let info = el_wline(editor) else { return ([], 0) }
        let length = info.pointee.lastchar - info.pointee.buffer
        let cursor = info.pointee.cursor - info.pointee.buffer
        return (Array(UnsafeBufferPointer(start: info.pointee.buffer, count: length)), cursor)
    }

    /// Ends the read so the REPL runs `command`, keeping the typed text for the next prompt.
    private func finish(with action: Action, keepingText: Bool) -> UInt8 {
        let (text, cursor) = currentLine()
        if keepingText, !text.isEmpty, !text.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            carriedText = string(text)
        }
        self.action = action
        // Leave the terminal's cursor after the line (writing its rest again moves it there), then start
        // a new line for what the REPL prints.
        var tail = drawn(Array(text[cursor...]))
        if case .interrupted = action { tail += "^C" }
        writeAll(STDOUT_FILENO, Array((tail + "\r\n").utf8))
        return UInt8(CC_EOF)
    }

    fileprivate func finishInterrupted() -> UInt8 { finish(with: .interrupted, keepingText: false) }
    fileprivate func finishWithKey(_ word: CommandWord) -> UInt8 { finish(with: .key(word), keepingText: true) }

    /// The completion context for the screen now: the names read once per journal, the year each time.
    private func completionContext() -> CompletionContext {
        if var kept = completion?.context, completion?.names == context.names {
            kept.screenYear = context.year
            return kept
        }
        let fresh = CompletionContext(screenYear: context.year, language: context.language, names: context.names)
        completion = (context.names, fresh)
        return fresh
    }

    fileprivate func complete() -> UInt8 {
        let (text, cursor) = currentLine()
        let before = string(Array(text[..<cursor]))
        let result = completer(before, completionContext())
        guard !result.candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
        let wordLength = Int32(result.word.unicodeScalars.count)
        // The first Tab completes from the candidates the result puts first (a filter's names), the
        // second lists them all.
        if result.inserted.count == 1, let only = result.inserted.first, Self.isDrawable(only) {
            el_deletestr(editor, wordLength)
            el_winsertstr(editor, wide(only + " "))
            return UInt8(CC_REFRESH)
        }
        let prefix = result.commonPrefix
        if prefix.unicodeScalars.count > result.word.unicodeScalars.count, Self.isDrawable(prefix) {
            el_deletestr(editor, wordLength)
            el_winsertstr(editor, wide(prefix))
            lastAmbiguousText = nil
            return UInt8(CC_REFRESH)
        }
        if lastAmbiguousText != before {
            lastAmbiguousText = before
            return UInt8(CC_REFRESH_BEEP)
        }
        let width = TerminalWidth.current(fd: STDOUT_FILENO) ?? TerminalWidth.fallback
        let listing = CompletionListing.lines(for: result, width: width, language: context.language)
        writeAll(STDOUT_FILENO, Array(("\r\n" + listing.joined(separator: "\r\n") + "\r\n").utf8))
        return UInt8(CC_REDISPLAY)
    }

    // MARK: - History search

    /// Ctrl-R: searches the history as you type, drawing its own line under the edited one. (libedit's
    /// own search looks each key up in its key map by the key's low byte, so most Hangul ended the
    /// search and was typed into the line instead.) Enter runs the entry found; Esc keeps it for
    /// editing, and so does any other key, which then acts on it; Ctrl-G puts the line back as it was;
    /// Ctrl-C discards the line.
    fileprivate func searchHistory() -> UInt8 {
        searching = true
        defer { searching = false }
        var search = HistorySearch(entries: entries.filter(Self.isDrawable))
        let (text, cursor) = currentLine()
        let typed = string(text)
        // Rows above the cursor in what is on screen now: libedit's line, then the search's lines.
        var rowsAbove = (promptWidth + DisplayWidth.of(string(Array(text[..<cursor])))) / terminalColumns
        var resized = false
        func draw() {
            let shown = VisibleText.escaping(search.foundEntry ?? typed, limit: Int.max, escapingQuotes: false)
            let row = VisibleText.escaping(search.prompt(in: language), limit: Int.max, escapingQuotes: false)
            writeAll(STDOUT_FILENO, Array((clearing(rowsAbove) + visiblePrompt + shown + "\r\n" + row).utf8))
            let columns = terminalColumns
            rowsAbove = rows(promptWidth + DisplayWidth.of(shown), columns) + rows(DisplayWidth.of(row), columns) - 1
        }
        func finish(keeping: Bool) {
            writeAll(STDOUT_FILENO, Array(clearing(rowsAbove).utf8))
            if !search.pattern.isEmpty { lastSearch = search.pattern }
            guard keeping, let entry = search.foundEntry else { return }
            _ = el_cursor(editor, Int32(text.count - cursor))
            el_deletestr(editor, Int32(text.count))
            el_winsertstr(editor, wide(entry))
        }
        func pushResize() {
            guard resized, let drawn = context.width, let now = TerminalWidth.current(fd: STDOUT_FILENO), now != drawn
            else { return }
            resizedWidth = now
            el_wpush(editor, wide(String(Character(Unicode.Scalar(UInt8(resizeKey))))))
        }
        draw()
        while true {
            var key: wchar_t = 0
            guard el_wgetc(editor, &key) == 1 else {
                finish(keeping: false)
                return UInt8(CC_EOF)
            }
            switch key {
            case 0x12: search.findOlder(previous: lastSearch)  // Ctrl-R
            case 0x13: search.findNewer()  // Ctrl-S
            case 0x7F, 0x08: search.deleteBackward()
            case 0x07:  // Ctrl-G
                finish(keeping: false)
                pushResize()
                return UInt8(CC_REDISPLAY)
            case 0x03:  // Ctrl-C
                finish(keeping: false)
                writeAll(STDOUT_FILENO, Array((visiblePrompt + typed + "^C\r\n").utf8))
                action = .interrupted
                return UInt8(CC_EOF)
            case resizeKey:
                // The terminal wrapped the lines again for its new width: the cursor is still after them.
                let columns = terminalColumns
                let shown = VisibleText.escaping(search.foundEntry ?? typed, limit: Int.max, escapingQuotes: false)
                let row = VisibleText.escaping(search.prompt(in: language), limit: Int.max, escapingQuotes: false)
                rowsAbove =
                    rows(promptWidth + DisplayWidth.of(shown), columns) + rows(DisplayWidth.of(row), columns) - 1
                resized = true
            case loneEscape:
                finish(keeping: true)
                pushResize()
                return UInt8(CC_REDISPLAY)
            case 0x0A, 0x0D:
                finish(keeping: true)
                el_wpush(editor, wide("\n"))
                return UInt8(CC_REDISPLAY)
            case 0x20..<0x7F, 0xA0...:
                search.type(string([key]))
            default:
                finish(keeping: true)
                el_wpush(editor, [key, 0])
                pushResize()
                return UInt8(CC_REDISPLAY)
            }
            draw()
        }
    }

    /// Goes back `rowsAbove` rows to the start of the first and clears to the end of the screen.
    private func clearing(_ rowsAbove: Int) -> String {
        "\r" + (rowsAbove > 0 ? "\u{1B}[\(rowsAbove)A" : "") + "\u{1B}[J"
    }

    /// The rows a line of `width` columns takes on a terminal `columns` wide.
    private func rows(_ width: Int, _ columns: Int) -> Int { width <= 0 ? 1 : (width + columns - 1) / columns }

    private var terminalColumns: Int { max(1, Int(ledger_terminal_columns(STDOUT_FILENO))) }

    /// The prompt as written to the terminal: without the `\1` that mark its invisible parts.
    private var visiblePrompt: String { promptText.replacing("\u{1}", with: "") }

    /// The columns the prompt takes: its text outside the `\1` pairs.
    private var promptWidth: Int {
        DisplayWidth.of(
            promptText.split(separator: "\u{1}", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined())
    }

    fileprivate func escape() -> UInt8 {
        guard context.popoverIsOpen, currentLine().text.isEmpty else { return UInt8(CC_NORM) }
        return finish(with: .key(.close), keepingText: false)
    }

    fileprivate var popoverIsOpen: Bool { context.popoverIsOpen }

    /// Ends the read after a resize to a new width, keeping the typed text; the line was cleared.
    fileprivate func finishResized() -> UInt8 {
        guard let width = resizedWidth else { return UInt8(CC_NORM) }
        resizedWidth = nil
        let (text, _) = currentLine()
        if !text.isEmpty, !text.contains(where: { $0 < 0x20 || $0 == 0x7F }) { carriedText = string(text) }
        action = .resized(width)
        return UInt8(CC_EOF)
    }

    fileprivate func suspend() -> UInt8 {
        writeAll(STDOUT_FILENO, Array("\r\n".utf8))
        ledger_el_set_int(editor, EL_PREP_TERM, 0)
        raise(SIGTSTP)
        ledger_el_set_int(editor, EL_PREP_TERM, 1)
        return UInt8(CC_REDISPLAY)
    }

    /// Reads one character for libedit, refusing with a bell any that libedit would draw raw (see
    /// `isRefused`), typed or pasted: they never reach the line or the screen. The first refused in a
    /// session is explained on a line of its own above the prompt, which is then drawn again.
    fileprivate func read(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        while true {
            var typed = false
            let count = readKey(into: character, typed: &typed)
            // The reader's own stand-ins (`loneEscape`, `resizeKey`) are C1 controls too: only a typed
            // character is refused (so a typed U+0080 is no lone Esc).
            guard count == 1, typed, let scalar = Unicode.Scalar(UInt32(bitPattern: character.pointee)),
                Self.isRefused(scalar)
            else { return count }
            refuse(scalar)
        }
    }

    /// Whether libedit would put `scalar` on the screen as itself although it is invisible or moves text
    /// around: a C1 control, a bidi, zero-width or other format character, a line or paragraph separator,
    /// U+FFFD (the characters `VisibleText` escapes). C0 controls and DEL are keys, and libedit draws one
    /// put in the line (by Ctrl-V) as `^X`. Like a shell that will not take a character its line editor
    /// cannot show, the reader refuses these rather than insert a stand-in that was never typed.
    static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && VisibleText.isInvisible(scalar)
    }

    /// Whether every character of `text` can be put in the line: none is refused (history entries and
    /// completions that hold one are not offered to the line).
    static func isDrawable(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: isRefused)
    }

    /// Rings the bell for a refused character; the first time, also says why, under the line, and draws
    /// the prompt and the line again below. (During a history search, whose lines are its own, the bell
    /// alone.)
    private func refuse(_ scalar: Unicode.Scalar) {
        guard !toldAboutRefusal, !searching else {
            writeAll(STDOUT_FILENO, [0x07])
            return
        }
        toldAboutRefusal = true
        let (text, cursor) = currentLine()
        let sentence = Messages(language: language).refusedTypedCharacter(scalar)
        writeAll(STDOUT_FILENO, Array(("\u{07}" + drawn(Array(text[cursor...])) + "\r\n" + sentence + "\r\n").utf8))
        ledger_el_refresh(editor)
    }

    /// Reads one key for libedit: decodes UTF-8, turns a lone Esc into `loneEscape`, a SIGINT into
    /// Ctrl-C, a resize to a new width into `resizeKey`, and redraws after a resize or a stop. `typed`
    /// is set when the key was decoded from the bytes read.
    private func readKey(into character: UnsafeMutablePointer<wchar_t>, typed: inout Bool) -> Int32 {
        var bytes: [UInt8] = []
        while true {
            if terminationSignalled != 0 { return 0 }
            if interruptSignalled != 0 {
                interruptSignalled = 0
                character.pointee = 3
                return 1
            }
            if resizeSignalled != 0, bytes.isEmpty {
                if settleResize() {
                    character.pointee = resizeKey
                    return 1
                }
                continue
            }
            var byte: UInt8 = 0
            let count = Glibc.read(STDIN_FILENO, &byte, 1)
            if count < 0 {
                guard errno == EINTR else { return -1 }
                ledger_el_set_int(editor, EL_PREP_TERM, 1)
                continue
            }
            if count == 0 { return 0 }
            if bytes.isEmpty, byte == 0x1B, ledger_el_is_vi(editor) == 0, !Self.moreInputWithin(milliseconds: 30) {
                character.pointee = loneEscape
                return 1
            }
            bytes.append(byte)
            let expected = Self.utf8Length(first: bytes[0])
            if bytes.count > 1, byte & 0xC0 != 0x80 {
                // A broken sequence: drop what came before, start again with this byte.
                bytes = [byte]
                if Self.utf8Length(first: byte) == 1 { break }
                continue
            }
            if bytes.count >= expected { break }
        }
        let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        character.pointee = wchar_t(bitPattern: scalar.value)
        typed = true
        return 1
    }

    /// Handles a resize once the window stops changing (dragging its edge sends many): the terminal
    /// has re-wrapped the line, so go back to where its first row now is and clear from there down.
    /// When the view follows the terminal's width and that changed, returns `true` so the read ends and
    /// the view is drawn again; otherwise libedit draws the line again for the new width.
    private func settleResize() -> Bool {
        repeat {
            resizeSignalled = 0
            if Self.moreInputWithin(milliseconds: 100) { break }
        } while resizeSignalled != 0
        el_resize(editor)
        if searching { return true }  // the search draws its lines again itself
        let columns = Int(ledger_terminal_columns(STDOUT_FILENO))
        let (text, cursor) = currentLine()
        let offset = promptWidth + DisplayWidth.of(string(Array(text[..<cursor])))
        let rowsUp = columns > 0 ? offset / columns : 0
        writeAll(STDOUT_FILENO, Array(("\r" + (rowsUp > 0 ? "\u{1B}[\(rowsUp)A" : "") + "\u{1B}[J").utf8))
        if let drawn = context.width, let now = TerminalWidth.current(fd: STDOUT_FILENO), now != drawn {
            resizedWidth = now
            return true
        }
        ledger_el_refresh(editor)
        return false
    }

    private static func utf8Length(first: UInt8) -> Int {
        switch first {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC2...0xDF: 2
        default: 1
        }
    }

    private static func moreInputWithin(milliseconds: Int32) -> Bool {
        var request = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, milliseconds) > 0
    }
}

// MARK: - C callbacks (no captures: they find the reader through EL_CLIENTDATA)

private let promptCallback: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<wchar_t>? = { editor in
    LibEditLineReader.from(editor)?.promptPointer
}

private let readCharacter: @convention(c) (OpaquePointer?, UnsafeMutablePointer<wchar_t>?) -> Int32 = {
    editor, character in
    guard let reader = LibEditLineReader.from(editor), let character else { return -1 }
    return reader.read(into: character)
}

private let searchKey: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editor, _ in
    LibEditLineReader.from(editor)?.searchHistory() ?? UInt8(CC_ERROR)
}

private let completeKey: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editor, _ in
    LibEditLineReader.from(editor)?.complete() ?? UInt8(CC_ERROR)
}

private let interruptKey: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editor, _ in
    LibEditLineReader.from(editor)?.finishInterrupted() ?? UInt8(CC_EOF)
}

private let suspendKey: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editor, _ in
    LibEditLineReader.from(editor)?.suspend() ?? UInt8(CC_NORM)
}

private let escapeKey: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editor, _ in
    LibEditLineReader.from(editor)?.escape() ?? UInt8(CC_NORM)
}

/// One libedit function per command key of `KeyBindings` (libedit tells a function only the last
/// character typed, so each key needs its own); the reader finds the key's command by the index.
private let commandKeyFunctions: [@convention(c) (OpaquePointer?, Int32) -> UInt8] = [
    { editor, _ in LibEditLineReader.from(editor)?.runCommandKey(0) ?? UInt8(CC_ERROR) },
    { editor, _ in LibEditLineReader.from(editor)?.runCommandKey(1) ?? UInt8(CC_ERROR) },
    { editor, _ in LibEditLineReader.from(editor)?.runCommandKey(2) ?? UInt8(CC_ERROR) },
    { editor, _ in LibEditLineReader.from(editor)?.runCommandKey(3) ?? UInt8(CC_ERROR) },
    { editor, _ in LibEditLineReader.from(editor)?.runCommandKey(4) ?? UInt8(CC_ERROR) },
    { editor, _ in LibEditLineReader.from(editor)?.runCommandKey(5) ?? UInt8(CC_ERROR) },
    { editor, _ in LibEditLineReader.from(editor)?.runCommandKey(6) ?? UInt8(CC_ERROR) },
    { editor, _ in LibEditLineReader.from(editor)?.runCommandKey(7) ?? UInt8(CC_ERROR) },
]

private let resizedKey: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editor, _ in
    LibEditLineReader.from(editor)?.finishResized() ?? UInt8(CC_NORM)
}

// MARK: - Wide strings

/// `text` as a NUL-terminated wide string (UTF-32 on Linux).
private func wide(_ text: String) -> [wchar_t] {
    text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
}

/// `text` as a NUL-terminated wide string in memory the caller owns.
private func permanentWide(_ text: String) -> UnsafeMutablePointer<wchar_t> {
    let characters = wide(text)
    let pointer = UnsafeMutablePointer<wchar_t>.allocate(capacity: characters.count)
    pointer.initialize(from: characters, count: characters.count)
    return pointer
}

/// The text of wide characters `characters`.
private func string(_ characters: [wchar_t]) -> String {
    var scalars = String.UnicodeScalarView()
    for character in characters {
        scalars.append(Unicode.Scalar(UInt32(bitPattern: character)) ?? "\u{FFFD}")
    }
    return String(scalars)
}

/// `characters` as libedit draws them in the line: a C0 control or DEL as `^X` (`^[`, `^?`), so that
/// writing the rest of a line to move past it puts nothing raw on the screen.
private func drawn(_ characters: [wchar_t]) -> String {
    var scalars = String.UnicodeScalarView()
    for character in characters {
        let value = UInt32(bitPattern: character)
        if value < 0x20 || value == 0x7F {
            scalars.append("^")
            scalars.append(Unicode.Scalar(UInt8(value == 0x7F ? 0x3F : value | 0x40)))
        } else {
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
    }
    return String(scalars)
}
