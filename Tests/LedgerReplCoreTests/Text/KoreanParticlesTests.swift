import Testing

@testable import LedgerReplCore

@Suite struct KoreanParticlesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let particle: KoreanParticle
        let attached: String
        var testDescription: String { "\(text) + \(particle)" }
        init(_ text: String, _ particle: KoreanParticle, _ attached: String) {
            (self.text, self.particle, self.attached) = (text, particle, attached)
        }
    }

    @Test(arguments: [
        // Hangul: the last syllable's final consonant, ㄹ apart for 으로/로.
        Case("열기", .object, "열기를"),
        Case("달력", .object, "달력을"),
        Case("2026년 12월", .object, "2026년 12월을"),
        Case("2026년 12월", .direction, "2026년 12월로"),
        Case("3분기", .direction, "3분기로"),
        Case("지출:식비", .topic, "지출:식비는"),
        Case("자산:현금", .topic, "자산:현금은"),
        Case("현금", .direction, "현금으로"),
        Case("카드", .and, "카드와"),
        Case("식비", .subject, "식비가"),
        Case("월급", .subject, "월급이"),
        Case("닫기", .or, "닫기나"),
        Case("열기", .called, "열기라는"),
        Case("내역", .politeCopula, "내역이에요"),
        // Quotes, brackets and punctuation are not read; a parenthetical is passed over.
        Case("\"열기\"", .object, "\"열기\"를"),
        Case("\"오후\"", .topic, "\"오후\"는"),
        Case("「다음 달」", .subject, "「다음 달」이"),
        Case("사과(apple)", .object, "사과(apple)를"),
        Case("자산 (현금)", .topic, "자산 (현금)은"),
        // Digits, as read in Sino-Korean.
        Case("1", .object, "1을"),  // 일
        Case("2", .object, "2를"),  // 이
        Case("3", .object, "3을"),  // 삼
        Case("4", .topic, "4는"),  // 사
        Case("6", .direction, "6으로"),  // 육
        Case("7", .direction, "7로"),  // 칠
        Case("8", .direction, "8로"),  // 팔
        Case("0", .subject, "0이"),  // 영
        Case("10", .subject, "10이"),  // 십
        Case("2026-12", .topic, "2026-12는"),  // 십이
        Case("2020", .object, "2020을"),  // 이천이십
        Case("300", .subject, "300이"),  // 삼백
        Case("2000", .topic, "2000은"),  // 이천
        Case("5,400", .object, "5,400을"),  // 오천사백
        Case("50,000", .direction, "50,000으로"),  // 오만
        Case("1000000000000", .topic, "1000000000000는"),  // 일조
        Case("12.5", .object, "12.5를"),  // 십이 점 오
        Case("0.1.0", .topic, "0.1.0은"),  // 영 점 일 점 영
        Case("2026-12-01", .object, "2026-12-01을"),  // 일
        // Latin letters: an abbreviation by its letters' names, a word as it is written in Hangul.
        Case("SMS", .object, "SMS를"),  // 에스엠에스
        Case("HTML", .object, "HTML을"),  // 엘
        Case("M", .topic, "M은"),  // 엠
        Case("R", .direction, "R로"),  // 알
        Case("open", .object, "open을"),  // 오픈
        Case("enter", .direction, "enter로"),  // 엔터
        Case("help", .subject, "help가"),  // 헬프
        Case("time", .subject, "time이"),  // 타임
        Case("phone", .direction, "phone으로"),  // 폰
        Case("table", .direction, "table로"),  // 테이블
        Case("mail", .direction, "mail로"),  // 메일
        Case("top", .object, "top을"),  // 톱
        Case("test", .object, "test를"),  // 테스트
        Case("sheet", .object, "sheet를"),  // 시트
        Case("book", .object, "book을"),  // 북
        Case("click", .object, "click을"),  // 클릭
        Case("back", .object, "back을"),  // 백
        Case("king", .topic, "king은"),  // 킹
        Case("expenses:food", .topic, "expenses:food는"),  // 푸드
        Case("starbucks", .subject, "starbucks가"),  // 스타벅스
        // Nothing readable: the fuller form.
        Case("₩", .object, "₩을"),
        Case("", .topic, "은"),
    ])
    func choosesTheFormByThePrecedingSound(_ row: Case) {
        #expect(row.particle.attached(to: row.text) == row.attached)
    }

    @Test func neverGivesABracketedPair() {
        for particle in KoreanParticle.allCases {
            for text in ["열기", "달력", "12", "open", "", "?", "(x)"] {
                let form = particle.form(after: text)
                #expect(!form.contains("(") && !form.contains(")"), "\(particle) after \(text): \(form)")
            }
        }
    }
}
