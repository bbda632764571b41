import Foundation
import Testing

/// An amount recorded is the amount meant, as `hledger` reads the file afterwards: in a journal without
/// `decimal-mark` (where hledger 1.25 reads `5,400원` as 5.4) the balance moves by exactly 5,400, and an
/// amount with more decimals than the journal shows is refused with the file untouched.
@Suite struct RecordingReadBackTests {
    static let today = ["--today", "2026-11-20"]

    /// The shape of a Korean journal kept without `decimal-mark` (as in the QA review's nodm.journal):
    /// hledger reads every `5,400원` in it as 5.4, and ledger-repl warns.
    static let undeclared = """
        ; 우리집 가계부

        account 자산:현금
        account 지출:식비:카페

        2026-08-01 * 시작 잔액
            자산:통장      2,000,000원
            자산:현금        200,000원
            자본:시작

        2026-08-05 * 스타벅스
            지출:식비:카페     5,400원
            자산:현금

        2026-09-12 이마트
            지출:식비      ₩120,000
            부채:카드

        """

    /// A journal without `decimal-mark` whose amounts never had a lone mark before three digits, so
    /// nothing warns, yet hledger would read a new `5,400원` as 5.4.
    static let quiet = """
        2026-11-01 월급
            자산:통장  3,000,000원
            수입:급여

        2026-11-02 커피
            지출:카페  500원
            자산:현금

        """

    /// `hledger -f FILE balance ACCOUNT -N -O json`: the account's balance per commodity, exactly (the
    /// JSON carries each quantity's digits and decimal places).
    static func hledgerBalance(_ path: String, _ account: String) throws -> [String: Decimal] {
        let result = try BinaryRunner.run(
            ["-f", path, "balance", account, "--flat", "-N", "-O", "json"], environment: ["LANG": "C.UTF-8"],
            executable: URL(fileURLWithPath: "/usr/bin/hledger"))
        guard result.status == 0 else { throw RecordingTests.HledgerFailed(message: result.stderr) }
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        guard let report = json as? [Any], let rows = report.first as? [[Any]] else { return [:] }
        var totals: [String: Decimal] = [:]
        for row in rows where row.first as? String == account {
            for case let amount as [String: Any] in (row.last as? [Any]) ?? [] {
                guard let commodity = amount["acommodity"] as? String,
                    let quantity = amount["aquantity"] as? [String: Any],
                    let mantissa = quantity["decimalMantissa"] as? NSNumber,
                    let places = quantity["decimalPlaces"] as? Int
                else { continue }
                totals[commodity, default: 0] += Decimal(
                    sign: mantissa.int64Value < 0 ? .minus : .plus, exponent: -places,
                    significand: Decimal(abs(mantissa.int64Value)))
            }
        }
        return totals
    }

    @Test func aJournalWithoutDecimalMarkGetsTheAmountMeant() throws {
        let folder = try RecordingTests.Folder()
        let path = try folder.file("nodm.journal", Self.undeclared)
        let before = try folder.bytes(path)
        let balanceBefore = try Self.hledgerBalance(path, "지출:식비:카페")
        #expect(balanceBefore == ["원": Decimal(string: "5.4")], "the premise: hledger reads 5,400원 as 5.4")
        let result = try BinaryRunner.run(
            Self.today + ["--lang", "ko", "--yes", "--json", path, "-c", "어제 스타벅스 5,400원"])
        #expect(result.status == 0, "\(result.stderr)")
        let after = try folder.bytes(path)
        #expect(after.starts(with: before))
        #expect(
            String(decoding: after.dropFirst(before.count), as: UTF8.self)
                == "\n2026-11-19 스타벅스\n    지출:식비:카페   5400원\n    자산:현금       -5400원\n")
        let balanceAfter = try Self.hledgerBalance(path, "지출:식비:카페")
        #expect((balanceAfter["원"] ?? 0) - (balanceBefore["원"] ?? 0) == 5400, "moved by exactly 5,400")
        #expect(result.stdout.contains(#""postings":[{"account":"지출:식비:카페","amount":{"원":"5400"}}"#))
        #expect(
            result.stdout.contains(
                #""ungrouped":{"commodity":"원","written":"5400원","grouped":"5,400원","misread":"5.4원"}"#))
    }

    @Test func theNoteSaysWhatDirectiveToAdd() throws {
        let folder = try RecordingTests.Folder()
        let path = try folder.file("nodm.journal", Self.undeclared)
        let result = try BinaryRunner.run(Self.today + ["--yes", path, "-c", "add yesterday 스타벅스 ₩5,400"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("    지출:식비:카페   ₩5400\n"))
        #expect(
            result.stdout.contains(
                "Written as ₩5400, without the comma: \(path) has no decimal-mark directive, so hledger reads ₩5,400 "
                    + "there as ₩5.4. To have its other amounts read as meant too, put the line decimal-mark . at the "
                    + "top of \(path)."))
        #expect(try Self.hledgerBalance(path, "지출:식비:카페")["₩"] == 5400)
    }

    @Test func anAmountReadBackOtherwiseIsWrittenAgainWithoutGroups() throws {
        let folder = try RecordingTests.Folder()
        let path = try folder.file("quiet.journal", Self.quiet)
        let before = try folder.bytes(path)
        let result = try BinaryRunner.run(Self.today + ["--yes", "--lang", "ko", path, "-c", "커피 5,400원"])
        #expect(result.status == 0, "\(result.stderr)")
        let after = try folder.bytes(path)
        #expect(after.starts(with: before))
        #expect(
            String(decoding: after.dropFirst(before.count), as: UTF8.self)
                == "\n2026-11-20 커피\n    지출:카페   5400원\n    자산:현금  -5400원\n")
        #expect(try Self.hledgerBalance(path, "지출:카페")["원"] == 5900)
        #expect(result.stdout.contains("hledger가 5,400원을 5.4원으로 읽습니다. 그래서 쉼표 없이 5400원으로 적습니다."))
    }

    @Test func moreDecimalsThanTheJournalShowsAreRefusedAndTheFileIsUntouched() throws {
        let folder = try RecordingTests.Folder()
        let path = try folder.file("en.journal", RecordingTests.english)
        let before = try folder.bytes(path)
        let result = try BinaryRunner.run(
            Self.today + ["--yes", path, "-c", "add $1,000,000.001 salary checking"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "command 1: the journal writes $ amounts with 2 decimal places, and \"$1,000,000.001\" has 3: "
                + "recording it would show every $ amount with 3; say it with at most 2 (e.g. $1000000.00)\n")
        #expect(try folder.bytes(path) == before)
    }
}
