import Testing

@testable import LedgerReplCore

/// The byte test every parsed line goes through: it must let every entry through to be read, and settle
/// the lines that cannot be one without reading a word.
@Suite struct EntryLineScanTests {
    func scan(_ line: String) -> EntryLineScan {
        var text = Normalizer.normalize(line)
        return text.withUTF8(EntryLineScan.init)
    }

    @Test(arguments: ["add lunch 12.50", "add", "add: book 5400", "record taxi 15", "기록 점심", "추가 커피", "기록해 점심"])
    func aRecordingWordFirstIsRecording(_ line: String) {
        #expect(scan(line).startsWithRecordingWord)
    }

    @Test(arguments: ["점심 12,000원 기록해 줘", "커피 추가해 주세요", "택시 적어줘", "입력 기록"])
    func aKoreanRecordingWordMayEndTheLine(_ line: String) {
        #expect(scan(line).mayEndWithRecordingWord)
    }

    @Test(arguments: [
        "어제 스타벅스 5,400원", "lunch 12.50 yesterday", "coffee $4.50", "스타벅스 만원", "커피 오천원", "책 30달러",
        "lunch 12 usd", "vet 80 dollars", "₩5,400 스타벅스", "movie €24", "3만 택시", "2.75 months ago",
    ])
    func whatCouldBeMoneyGoesOnToBeRead(_ line: String) {
        #expect(scan(line).mayHoldMoney)
    }

    @Test(arguments: [
        "open", "3", "2024", "2024-07", ">", "3<", "next month", "다음 달", "3 months ago", "3개월 전", "2024년 7월",
        "지난달 지출", "in 3 days", "entries 2024", "month 2", "12.50", "5,400",
    ])
    func whatCannotBeAnEntryIsSettledByItsBytes(_ line: String) {
        let scan = scan(line)
        #expect(!scan.startsWithRecordingWord && !scan.mayEndWithRecordingWord && !scan.mayHoldMoney)
    }
}
