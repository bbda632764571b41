/// The reader's arrow rule: `<`, `>>`, `3<`, `prev 2`, `다음 2`, the second rule of the reader's order
/// (`CommandParser.read(_:)`).
extension CommandParser {
    /// How a line reads as arrows: the step, or a count that cannot be one.
    enum ArrowReading {
        /// `<`, `3>>`, `prev 2`: the step to take.
        case step(PickerAction)
        /// `< 0`, `prev 99999999`: arrows with a count out of range.
        case refused(InvalidReason)
    }

    /// `<`, `>>`, `3<`, `<<2`, `> 2`, `3 <`, `prev 2`, `prev2`, `다음 2`: one or two of the same arrow, or
    /// an arrow word (`prev`, `이전`, `다음`), with an optional count of digits before or after it, spaced
    /// or not. `nil` when the line is anything else.
    func arrowReading(_ line: LexedLine) -> ArrowReading? {
        let tokens = line.tokens
        guard !tokens.isEmpty, tokens.count <= 4 else { return nil }
        // The count's token, if the line starts or ends with digits.
        var body = tokens.indices
        var count: Token?
        if tokens[0].shape == .digits {
            count = tokens[0]
            body = 1..<tokens.count
        } else if tokens.count > 1, tokens[tokens.count - 1].shape == .digits {
            count = tokens[tokens.count - 1]
            body = 0..<(tokens.count - 1)
        }
        guard !body.isEmpty else { return nil }
        let word: CommandWord
        if let first = arrow(line, tokens[body.lowerBound]) {
            // One or two of the same arrow, typed together.
            guard body.count <= 2,
                body.dropFirst().allSatisfy({ arrow(line, tokens[$0]) == first && !tokens[$0].spaced })
            else { return nil }
            let left = first == 0x3C
            word = body.count == 1 ? (left ? .previous : .next) : (left ? .fastPrevious : .fastNext)
        } else {
            guard body.count == 1, let command = tokens[body.lowerBound].meanings?.command,
                [.previous, .next, .fastPrevious, .fastNext].contains(command)
            else { return nil }
            word = command
        }
        var times = 1
        if let count {
            let digits = Said(
                String(decoding: line.text[Int(count.start)..<Int(count.end)], as: UTF8.self),
                at: Int(count.typedStart)..<Int(count.typedEnd))
            do throws(InvalidReason) {
                times = try PhraseReader.count(digits)
            } catch {
                return .refused(error)
            }
        }
        switch word {
        case .previous: return .step(.step(by: -times))
        case .next: return .step(.step(by: times))
        case .fastPrevious: return .step(.leap(by: -times))
        default: return .step(.leap(by: times))
        }
    }

    /// `<` or `>` (its byte) when `token` is one of them.
    private func arrow(_ line: LexedLine, _ token: Token) -> UInt8? {
        guard token.shape == .symbol else { return nil }
        let byte = line.text[Int(token.start)]
        return byte == 0x3C || byte == 0x3E ? byte : nil
    }
}
