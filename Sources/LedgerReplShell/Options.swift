import LedgerJournalCore
import LedgerReplCore

/// The command line, parsed: everything `--help` lists.
public struct Options: Sendable, Equatable {
    /// `--color`: when to colour the output.
    public enum ColorChoice: String, Sendable, CaseIterable {
        /// Colour when stdout is a terminal in an interactive session and `NO_COLOR` is not set.
        case auto
        /// Always colour.
        case always
        /// Never colour.
        case never
    }

    /// `--today`: fixes the clock; `nil` means the local date.
    public var today: CalendarDate?
    /// `--month`: the starting selection; `nil` means today's month.
    public var month: YearMonth?
    /// `--min`: the first selectable month.
    public var first: YearMonth?
    /// `--max`: the last selectable month.
    public var last: YearMonth?
    /// `--lang`: `nil` means from `LC_ALL`/`LC_MESSAGES`/`LANG`.
    public var language: Language?
    /// `--style`.
    public var style: RenderOptions.Style = .ascii
    /// `--arrow`.
    public var arrow: RenderOptions.ArrowDirection = .up
    /// `--color`.
    public var color: ColorChoice = .auto
    /// `--cells`: what popover cells show with a journal.
    public var cells: RenderOptions.Cells = .names
    /// `--json`: one JSON object per command line.
    public var json = false
    /// `--strict`: stop at the first failing line.
    public var strict = false
    /// `-c`: commands from the argument, separated by `;` or newlines.
    public var commands: String?
    /// `--script`: commands from a file.
    public var scriptPath: String?
    /// `--no-history`: keep no history file.
    public var noHistory = false
    /// `-f FILE` and the positional journal files.
    public var journalPaths: [String] = []
    /// `--help`.
    public var showHelp = false
    /// `--version`.
    public var showVersion = false

    /// Defaults: everything from the environment.
    public init() {}
}

/// A bad command line: exit status 2 with this message and the usage.
public struct UsageError: Error, Equatable, Sendable {
    /// What was wrong, naming the option or argument.
    public var message: String
}

extension Options {
    /// Parses `arguments` (without the program name). Accepts `--name value` and `--name=value`.
    public init(parsing arguments: [String]) throws(UsageError) {
        self.init()
        var index = 0
        var onlyPositional = false
        func value(for name: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError(message: "option \(name) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if onlyPositional || argument == "-" || !argument.hasPrefix("-") {
                journalPaths.append(argument)
                index += 1
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--": onlyPositional = true
            case "-h", "--help": showHelp = true
            case "-V", "--version": showVersion = true
            case "--json": json = true
            case "--strict": strict = true
            case "--no-history": noHistory = true
            case "-c", "--command": commands = try value(for: name, inline: inline)
            case "--script": scriptPath = try value(for: name, inline: inline)
            case "-f", "--file": journalPaths.append(try value(for: name, inline: inline))
            case "--today":
                let text = try value(for: name, inline: inline)
                guard let date = Self.date(text) else {
                    throw UsageError(message: "--today wants YYYY-MM-DD, not \(VisibleText.quoted(text))")
                }
                today = date
            case "--month", "--min", "--max":
                let text = try value(for: name, inline: inline)
                guard let month = Self.month(text) else {
                    throw UsageError(message: "\(name) wants YYYY-MM, not \(VisibleText.quoted(text))")
                }
                if name == "--month" {
                    self.month = month
                } else if name == "--min" {
                    first = month
                } else {
                    last = month
                }
            case "--lang":
                let text = try value(for: name, inline: inline)
                guard let language = Language(rawValue: text) else {
                    throw Self.choiceError(name, text, Language.allCases.map(\.rawValue))
                }
                self.language = language
            case "--style":
                let text = try value(for: name, inline: inline)
                guard let style = RenderOptions.Style(rawValue: text) else {
                    throw Self.choiceError(name, text, RenderOptions.Style.allCases.map(\.rawValue))
                }
                self.style = style
            case "--arrow":
                let text = try value(for: name, inline: inline)
                guard let arrow = RenderOptions.ArrowDirection(rawValue: text) else {
                    throw Self.choiceError(name, text, RenderOptions.ArrowDirection.allCases.map(\.rawValue))
                }
                self.arrow = arrow
            case "--cells":
                let text = try value(for: name, inline: inline)
                guard let cells = RenderOptions.Cells(rawValue: text) else {
                    throw Self.choiceError(name, text, RenderOptions.Cells.allCases.map(\.rawValue))
                }
                self.cells = cells
            case "--color", "--colour":
                let text = try value(for: name, inline: inline)
                guard let color = ColorChoice(rawValue: text) else {
                    throw Self.choiceError(name, text, ColorChoice.allCases.map(\.rawValue))
                }
                self.color = color
            default:
                throw UsageError(message: "unknown option \(VisibleText.quoted(argument))")
            }
            index += 1
        }
        if let first, let last, first > last {
            throw UsageError(message: "--min \(first) comes after --max \(last)")
        }
        if commands != nil, scriptPath != nil {
            throw UsageError(message: "-c and --script cannot be used together")
        }
    }

    static func choiceError(_ name: String, _ value: String, _ choices: [String]) -> UsageError {
        UsageError(message: "\(name) wants one of \(choices.joined(separator: ", ")), not \(VisibleText.quoted(value))")
    }

    /// `YYYY-MM-DD`, strictly.
    static func date(_ text: String) -> CalendarDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigitCharacter) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        return CalendarDate(year, month, day)
    }

    /// `YYYY-MM`, strictly.
    static func month(_ text: String) -> YearMonth? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigitCharacter) }),
            let year = Int(parts[0]), let month = Int(parts[1])
        else { return nil }
        return YearMonth(year, month)
    }
}

extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
