import Foundation
import Testing

/// The README's recording session, run as it shows it: its commands, read from README.md itself, against
/// a household journal of the shape it implies (the coffee lands on line 41, `lunch` was last paid in
/// dollars), each recorded and read back by `hledger` with the balances moved by the amounts said.
@Suite struct RecordingReadmeTests {
    /// A household journal of 39 lines: won amounts, a `decimal-mark` directive, and a lunch on a trip
    /// paid in dollars, which is where `lunch 12.50` takes its dollars and accounts from.
    static let household = """
        ; 우리집 가계부
        decimal-mark .

        account 자산:현금
        account 자산:통장
        account 부채:카드
        account 지출:카페
        account 지출:식비
        account 지출:교통
        account 수입:급여

        2026-11-01 * 시작 잔액
            자산:통장      2,000,000원
            자산:현금        200,000원
            자본:시작

        2026-11-05 스타벅스
            지출:카페        4,800원
            자산:현금

        2026-11-10 이마트
            지출:식비       32,000원
            부채:카드

        2026-11-14 택시
            지출:교통       12,300원
            부채:카드

        2026-11-18 편의점
            지출:식비        3,500원
            자산:현금

        2026-11-20 lunch | 출장
            지출:식비        $14.00
            부채:카드

        2026-11-25 * 급여
            자산:통장    3,200,000원
            수입:급여

        """

    /// The README's text block under "Recording spending".
    static func readmeSession() throws -> [String] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let section = text.range(of: "## Recording spending"),
            let open = text.range(of: "```text\n", range: section.upperBound..<text.endIndex),
            let close = text.range(of: "```", range: open.upperBound..<text.endIndex)
        else { return [] }
        return text[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
    }

    @Test func theReadmeSessionRecordsEveryLine() throws {
        let session = try Self.readmeSession()
        let commands = session.compactMap { line -> String? in
            guard line.hasPrefix("2026-1"), let prompt = line.range(of: "> ") else { return nil }
            return String(line[prompt.upperBound...])
        }
        #expect(
            commands == ["어제 스타벅스 5,400원", "lunch 12.50 yesterday", "add 지난 금요일 택시 15,800원 카드로", "추가 이마트 3만2천원 식비 카드"])
        // What the first command shows, as the README shows it (the answer to the question aside: a
        // script answers with --yes).
        let shown = session.dropFirst().prefix { !$0.hasPrefix("(") }.filter { !$0.hasPrefix("기록할까요?") }

        let folder = try RecordingTests.Folder()
        let path = try folder.file("household.journal", Self.household)
        #expect(Self.household.split(separator: "\n", omittingEmptySubsequences: false).count == 40, "39 lines")
        let before = try folder.bytes(path)
        let balancesBefore = try ["지출:카페", "지출:식비", "지출:교통", "부채:카드"].map {
            try RecordingReadBackTests.hledgerBalance(path, $0)
        }
        let result = try BinaryRunner.shell(
            "cd '\(folder.url.path)' && '\(BinaryRunner.binary.path)' --today 2026-12-01 --lang ko --yes "
                + "household.journal",
            stdin: Data(commands.map { $0 + "\n" }.joined().utf8))
        #expect(result.stdout.hasSuffix("status 0\n"), "\(result.stdout)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: shown.first ?? ""))
        #expect(Array(lines[start..<min(lines.count, start + shown.count)]) == Array(shown))
        #expect(lines.filter { $0.hasSuffix("번째 줄에 기록했습니다. 되돌리기로 지울 수 있습니다.") }.count == 4)

        let after = try folder.bytes(path)
        #expect(after.starts(with: before), "the old bytes are a prefix of the new file")
        #expect(
            String(decoding: after.dropFirst(before.count), as: UTF8.self) == """

                2026-11-30 스타벅스
                    지출:카페   5,400원
                    자산:현금  -5,400원

                2026-11-30 lunch
                    지출:식비   $12.50
                    부채:카드  $-12.50

                2026-11-27 택시
                    지출:교통   15,800원
                    부채:카드  -15,800원

                2026-12-01 이마트
                    지출:식비   32,000원
                    부채:카드  -32,000원

                """)
        let balancesAfter = try ["지출:카페", "지출:식비", "지출:교통", "부채:카드"].map {
            try RecordingReadBackTests.hledgerBalance(path, $0)
        }
        let moved = zip(balancesBefore, balancesAfter).map { old, new in
            new.merging(old.mapValues { -$0 }) { $0 + $1 }.filter { $0.value != 0 }
        }
        #expect(
            moved == [
                ["원": 5400], ["$": Decimal(1250) / 100, "원": 32000], ["원": 15800],
                ["$": Decimal(-1250) / 100, "원": -47800],
            ])
    }
}
