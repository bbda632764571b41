/// A small regular-expression engine for account aliases and queries, as hledger uses them: POSIX
/// extended syntax (`.`, `[a-z]`, `[^…]`, `^`, `$`, `( )`, `|`, `*`, `+`, `?`, `{m,n}`, `\.`), plus `\d`,
/// `\w`, `\s`; case-insensitive when asked. A match is the leftmost, and at that position the longest.
///
/// Matching backtracks with a step budget, so a pathological pattern cannot hang the loader: when
/// the budget runs out the longest match found so far is used.
struct Regex: Sendable, Hashable {
    indirect enum Node: Sendable, Hashable {
        case empty
        case scalar(Unicode.Scalar)
        case any
        case set([ClosedRange<UInt32>], negated: Bool)
        case lineStart
        case lineEnd
        case group(Node, Int)
        case concat([Node])
        case alternation([Node])
        case repeated(Node, min: Int, max: Int?)
    }

    let root: Node
    let groupCount: Int
    let caseInsensitive: Bool
    let pattern: String

    /// Compiles `pattern`, or says why it cannot be read.
    static func compile(_ pattern: String, caseInsensitive: Bool) -> Result<Regex, RegexProblem> {
        var parser = Parser(scalars: Array((caseInsensitive ? pattern.lowercased() : pattern).unicodeScalars))
        do throws(RegexProblem) {
            let node = try parser.alternation()
            guard parser.index == parser.scalars.count else { throw RegexProblem.unbalancedParenthesis }
            return .success(
                Regex(root: node, groupCount: parser.groups, caseInsensitive: caseInsensitive, pattern: pattern))
        } catch {
            return .failure(error)
        }
    }

    /// Whether the pattern matches anywhere in `text`.
    func matches(_ text: String) -> Bool { firstMatch(in: Array(prepared(text).unicodeScalars), from: 0) != nil }

    /// `text` with every match replaced by `replacement`, in which `\1`…`\9` stand for groups.
    func replacingMatches(in text: String, with replacement: String) -> String {
        let original = Array(text.unicodeScalars)
        let subject = caseInsensitive ? Array(text.lowercased().unicodeScalars) : original
        // Lower-casing can change the length of rare scalars; then match the original as is.
        let scalars = subject.count == original.count ? subject : original
        var out = String.UnicodeScalarView()
        var position = 0
        while position <= scalars.count, let match = firstMatch(in: scalars, from: position) {
            out.append(contentsOf: original[position..<match.start])
            var iterator = Array(replacement.unicodeScalars).makeIterator()
            while let scalar = iterator.next() {
                if scalar == "\\", let next = iterator.next() {
                    if let digit = next.properties.numericType != nil ? Int(String(next)) : nil, digit >= 1,
                        digit <= groupCount, let range = match.groups[digit]
                    {
                        out.append(contentsOf: original[range])
                    } else if next.properties.numericType == nil {
                        out.append(next)
                    }
                } else {
                    out.append(scalar)
                }
            }
            if match.end == match.start {
                if match.start < original.count { out.append(original[match.start]) }
                position = match.start + 1
            } else {
                position = match.end
            }
        }
        if position < original.count { out.append(contentsOf: original[position...]) }
        return String(out)
    }

    private func prepared(_ text: String) -> String { caseInsensitive ? text.lowercased() : text }

    struct Match {
        var start: Int
        var end: Int
        var groups: [Range<Int>?]
    }

    /// The leftmost-longest match at or after `from`.
    func firstMatch(in scalars: [Unicode.Scalar], from: Int) -> Match? {
        guard from <= scalars.count else { return nil }
        for start in from...scalars.count {
            let matcher = Matcher(scalars: scalars)
            var best: (Int, [Range<Int>?])?
            var groups = [Range<Int>?](repeating: nil, count: groupCount + 1)
            _ = matcher.match(root, start, &groups) { end, captured in
                if best == nil || end > best!.0 { best = (end, captured) }
                return false  // keep looking for a longer match
            }
            if let (end, captured) = best { return Match(start: start, end: end, groups: captured) }
        }
        return nil
    }

    final class Matcher {
        let scalars: [Unicode.Scalar]
        var steps = 0
        static let budget = 200_000

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        /// Matches `node` at `position`, calling `next` with each end position; stops when `next`
        /// returns true or the step budget is spent.
        func match(
            _ node: Node, _ position: Int, _ groups: inout [Range<Int>?],
            _ next: (Int, [Range<Int>?]) -> Bool
        ) -> Bool {
            steps += 1
            if steps > Self.budget { return false }
            switch node {
            case .empty: return next(position, groups)
            case .scalar(let scalar):
                guard position < scalars.count, scalars[position] == scalar else { return false }
                return next(position + 1, groups)
            case .any:
                guard position < scalars.count, scalars[position] != "\n" else { return false }
                return next(position + 1, groups)
            case .set(let ranges, let negated):
                guard position < scalars.count else { return false }
                let value = scalars[position].value
                let inside = ranges.contains { $0.contains(value) }
                guard inside != negated else { return false }
                return next(position + 1, groups)
            case .lineStart: return position == 0 ? next(position, groups) : false
            case .lineEnd: return position == scalars.count ? next(position, groups) : false
            case .group(let inner, let index):
                var copy = groups
                return match(inner, position, &copy) { end, captured in
                    var withGroup = captured
                    withGroup[index] = position..<end
                    return next(end, withGroup)
                }
            case .concat(let nodes): return concat(nodes[...], position, groups, next)
            case .alternation(let branches):
                for branch in branches {
                    var copy = groups
                    if match(branch, position, &copy, next) { return true }
                }
                return false
            case .repeated(let inner, let min, let max):
                return repeated(inner, min: min, max: max, count: 0, position, groups, next)
            }
        }

        private func concat(
            _ nodes: ArraySlice<Node>, _ position: Int, _ groups: [Range<Int>?], _ next: (Int, [Range<Int>?]) -> Bool
        ) -> Bool {
            guard let first = nodes.first else { return next(position, groups) }
            var copy = groups
            return match(first, position, &copy) { end, captured in
                self.concat(nodes.dropFirst(), end, captured, next)
            }
        }

        private func repeated(
            _ inner: Node, min: Int, max: Int?, count: Int, _ position: Int, _ groups: [Range<Int>?],
            _ next: (Int, [Range<Int>?]) -> Bool
        ) -> Bool {
            if max.map({ count < $0 }) ?? true {
                var copy = groups
                let matchedMore = match(inner, position, &copy) { end, captured in
                    guard end > position else { return false }  // no progress: stop repeating
                    return self.repeated(inner, min: min, max: max, count: count + 1, end, captured, next)
                }
                if matchedMore { return true }
            }
            return count >= min ? next(position, groups) : false
        }
    }

    /// Reads the pattern into nodes.
    struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var groups = 0

        mutating func alternation() throws(RegexProblem) -> Node {
            var branches = [try sequence()]
            while index < scalars.count, scalars[index] == "|" {
                index += 1
                branches.append(try sequence())
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        mutating func sequence() throws(RegexProblem) -> Node {
            var nodes: [Node] = []
            while index < scalars.count, scalars[index] != "|", scalars[index] != ")" {
                var atom = try self.atom()
                while index < scalars.count {
                    let scalar = scalars[index]
                    if scalar == "*" || scalar == "+" || scalar == "?" {
                        index += 1
                        atom = .repeated(atom, min: scalar == "+" ? 1 : 0, max: scalar == "?" ? 1 : nil)
                    } else if scalar == "{", let (min, max) = try braces() {
                        atom = .repeated(atom, min: min, max: max)
                    } else {
                        break
                    }
                }
                nodes.append(atom)
            }
            return nodes.count == 1 ? nodes[0] : nodes.isEmpty ? .empty : .concat(nodes)
        }

        /// `{m}`, `{m,}`, `{m,n}` at the cursor, or nil (then `{` is a literal).
        mutating func braces() throws(RegexProblem) -> (Int, Int?)? {
            var p = index + 1
            func number() -> Int? {
                var value = 0
                let start = p
                while p < scalars.count, let digit = Int(String(scalars[p])), scalars[p].isASCII {
                    value = min(value * 10 + digit, 1000)
                    p += 1
                }
                return p > start ? value : nil
            }
            guard let min = number() else { return nil }
            var max: Int? = min
            if p < scalars.count, scalars[p] == "," {
                p += 1
                max = number()
            }
            guard p < scalars.count, scalars[p] == "}" else { throw RegexProblem.invalidRepeat }
            if let max, max < min { throw RegexProblem.invalidRepeat }
            index = p + 1
            return (min, max)
        }

        mutating func atom() throws(RegexProblem) -> Node {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "(":
                groups += 1
                let number = groups
                let inner = try alternation()
                guard index < scalars.count, scalars[index] == ")" else { throw RegexProblem.unbalancedParenthesis }
                index += 1
                return .group(inner, number)
            case "*", "+", "?": throw RegexProblem.nothingToRepeat
            case ".": return .any
            case "^": return .lineStart
            case "$": return .lineEnd
            case "[": return try bracket()
            case "\\":
                guard index < scalars.count else { throw RegexProblem.trailingBackslash }
                let escaped = scalars[index]
                index += 1
                switch escaped {
                case "d": return .set([48...57], negated: false)
                case "D": return .set([48...57], negated: true)
                case "w": return .set(Self.word, negated: false)
                case "W": return .set(Self.word, negated: true)
                case "s": return .set(Self.space, negated: false)
                case "S": return .set(Self.space, negated: true)
                default: return .scalar(escaped)
                }
            default: return .scalar(scalar)
            }
        }

        static let word: [ClosedRange<UInt32>] = [
            48...57, 65...90, 95...95, 97...122, 0xAC00...0xD7A3, 0x3131...0x318E,
        ]
        static let space: [ClosedRange<UInt32>] = [9...13, 32...32, 0xA0...0xA0, 0x3000...0x3000]

        mutating func bracket() throws(RegexProblem) -> Node {
            var negated = false
            if index < scalars.count, scalars[index] == "^" {
                negated = true
                index += 1
            }
            var ranges: [ClosedRange<UInt32>] = []
            var first = true
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "]" && !first {
                    index += 1
                    return .set(ranges, negated: negated)
                }
                first = false
                if scalar == "[", index + 1 < scalars.count, scalars[index + 1] == ":" {
                    if let close = (index + 2..<scalars.count).first(where: { scalars[$0] == ":" }),
                        close + 1 < scalars.count,
                        scalars[close + 1] == "]"
                    {
                        let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
                        ranges += Self.posixClass(name)
                        index = close + 2
                        continue
                    }
                }
                index += 1
                var low = scalar.value
                if scalar == "\\", index < scalars.count {
                    low = scalars[index].value
                    index += 1
                }
                if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                    let high = scalars[index + 1].value
                    index += 2
                    if high >= low { ranges.append(low...high) }
                } else {
                    ranges.append(low...low)
                }
            }
            throw RegexProblem.unclosedBracket
        }

        static func posixClass(_ name: String) -> [ClosedRange<UInt32>] {
            switch name {
            case "alpha": return [65...90, 97...122]
            case "digit": return [48...57]
            case "alnum": return [48...57, 65...90, 97...122]
            case "space": return space
            case "upper": return [65...90]
            case "lower": return [97...122]
            case "punct": return [33...47, 58...64, 91...96, 123...126]
            default: return []
            }
        }
    }
}
