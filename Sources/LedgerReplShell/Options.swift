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
    /// `--width`: the columns output may use; `nil` means the terminal's width on a terminal and the
    /// fixed layout otherwise.
    public var width: Int?
    /// `--json`: one JSON object per command line.
    public var json = false
    /// `--auto`: add automated postings (`= QUERY` rules) to the transactions they match.
    public var auto = false
    /// `--forecast[=PERIOD]`: generate transactions from periodic rules; `""` for the default period,
    /// `nil` for none.
    public var forecast: String?
    /// `--strict`: stop at the first failing line.
    public var strict = false
    /// `-c`: commands from the argument, separated by `;` or newlines.
    public var commands: String?
    /// `--script`: commands from a file.
    public var scriptPath: String?
    /// `--no-history`: keep no history file.
    public var noHistory = false
    /// `--yes`: record entries without asking (the only way a script records).
    public var assumeYes = false
    /// `--add-to`: the journal file new entries are appended to (default: the first journal file).
    public var addTo: String?
    /// `-f FILE` and the positional journal files.
    public var journalPaths: [String] = []
    /// `--help`.
    public var showHelp = false
    /// `--version`.
    public var showVersion = false

    /// Defaults: everything from the environment.
    public init() {}
}

/// A bad command line: exit status 2 with its message and the usage.
public struct UsageError: Error, Equatable, Sendable {
    /// What was wrong, naming the option or argument.
    public var problem: UsageProblem

    /// An error for `problem`.
    public init(_ problem: UsageProblem) { self.problem = problem }

    /// What was wrong, in English.
    public var message: String { message(in: .english) }

    /// What was wrong, in `language`.
    public func message(in language: Language) -> String { Messages(language: language).text(for: problem) }
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
            guard index < arguments.count else {
                throw UsageError(.needsValue(option: name))
            }
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
            case "--auto": auto = true
            case "--forecast": forecast = inline ?? ""
            case "--strict": strict = true
            case "--no-history": noHistory = true
            case "-y", "--yes": assumeYes = true
            case "--add-to": addTo = try value(for: name, inline: inline)
            case "-c", "--command": commands = try value(for: name, inline: inline)
            case "--script": scriptPath = try value(for: name, inline: inline)
            case "-f", "--file": journalPaths.append(try value(for: name, inline: inline))
            case "--today":
                today = try Self.date(try value(for: name, inline: inline), option: name)
            case "--month", "--min", "--max":
                let month = try Self.month(try value(for: name, inline: inline), option: name)
                if name == "--month" {
                    self.month = month
                } else if name == "--min" {
                    first = month
                } else {
                    last = month
                }
            case "--width":
                width = try Self.width(try value(for: name, inline: inline), option: name)
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
                throw UsageError(.unknownOption(argument))
            }
            index += 1
        }
        if let first, let last, first > last {
            throw UsageError(.minAfterMax(first: first, last: last))
        }
        if commands != nil, scriptPath != nil {
            throw UsageError(.commandsAndScript)
        }
    }

    /// The language a command line asks for with its last `--lang` whose value is a language, or `nil`:
    /// known before the rest is parsed, so option errors are said in it.
    public static func language(in arguments: [String]) -> Language? {
        var found: Language?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break }
            if argument.hasPrefix("--lang=") {
                found = Language(rawValue: String(argument.dropFirst(7))) ?? found
            } else if argument == "--lang", index + 1 < arguments.count {
                found = Language(rawValue: arguments[index + 1]) ?? found
                index += 1
            }
            index += 1
        }
        return found
    }

    static func choiceError(_ name: String, _ value: String, _ choices: [String]) -> UsageError {
        UsageError(.notAChoice(option: name, value: value, choices: choices))
    }

    /// The narrowest and widest `--width`.
    public static let widths = TerminalWidth.range

    /// `YYYY-MM-DD`, strictly; the error names what is wrong (the month, the day, the year or the form).
    static func date(_ text: String, option: String) throws(UsageError) -> CalendarDate {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigitCharacter) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else {
            throw UsageError(.notADate(option: option, value: text))
        }
        let yearMonth = try checkedMonth(year, month, text: text, option: option)
        guard let date = CalendarDate(year, month, day) else {
            throw UsageError(.noSuchDay(option: option, value: text, month: yearMonth, day: String(parts[2])))
        }
        return date
    }

    /// `YYYY-MM`, strictly; the error names what is wrong.
    static func month(_ text: String, option: String) throws(UsageError) -> YearMonth {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigitCharacter) }),
            let year = Int(parts[0]), let month = Int(parts[1])
        else {
            throw UsageError(.notAMonth(option: option, value: text))
        }
        return try checkedMonth(year, month, text: text, option: option)
    }

    /// The month `year`-`month` of an option's value `text`, or an error naming the month or year that
    /// does not exist.
    private static func checkedMonth(_ year: Int, _ month: Int, text: String, option: String) throws(UsageError)
        -> YearMonth
    {
        guard YearMonth.years.contains(year) else {
            throw UsageError(.noSuchYear(option: option, value: text, year: year))
        }
        guard let yearMonth = YearMonth(year, month) else {
            throw UsageError(.noSuchMonth(option: option, value: text, month: month))
        }
        return yearMonth
    }

    /// A number of columns in `widths`.
    static func width(_ text: String, option: String) throws(UsageError) -> Int {
        guard !text.isEmpty, text.count <= 6, text.allSatisfy(\.isASCIIDigitCharacter), let columns = Int(text) else {
            throw UsageError(.notAWidth(option: option, value: text))
        }
        guard widths.contains(columns) else {
            throw UsageError(.widthOutOfRange(option: option, columns: columns, widths: widths))
        }
        return columns
    }
}

extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
