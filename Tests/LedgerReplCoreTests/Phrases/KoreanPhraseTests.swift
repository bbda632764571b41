import Testing

@testable import LedgerReplCore

@Suite struct KoreanRelativeMonthTests {
    @Test(arguments: [
        PhraseCase("이번 달", "2026-11", .today),
        PhraseCase("이번달", "2026-11", .today),
        PhraseCase("이달", "2026-11", .today),
        PhraseCase("금월", "2026-11", .today),
        PhraseCase("다음 달", "2026-12", .today),
        PhraseCase("다음달", "2026-12", .today),
        PhraseCase("담달", "2026-12", .today),
        PhraseCase("내달", "2026-12", .today),
        PhraseCase("익월", "2026-12", .today),
        PhraseCase("지난달", "2026-10", .today),
        PhraseCase("지난 달", "2026-10", .today),
        PhraseCase("저번 달", "2026-10", .today),
        PhraseCase("저번달", "2026-10", .today),
        PhraseCase("전달", "2026-10", .today),
        PhraseCase("전월", "2026-10", .today),
        PhraseCase("지지난달", "2026-09", .today),
        PhraseCase("지지난 달", "2026-09", .today),
        PhraseCase("저저번 달", "2026-09", .today),
        PhraseCase("다다음 달", "2027-01", .today),
        PhraseCase("다다음달", "2027-01", .today),
        PhraseCase("다음 다음 달", "2027-01", .today),
        PhraseCase("3개월 전", "2026-08", .today),
        PhraseCase("3 개월 전", "2026-08", .today),
        PhraseCase("3개월전", "2026-08", .today),
        PhraseCase("3개월 후", "2027-02", .today),
        PhraseCase("3개월 뒤", "2027-02", .today),
        PhraseCase("3개월 이후", "2027-02", .today),
        PhraseCase("3달 전", "2026-08", .today),
        PhraseCase("2달 후", "2027-01", .today),
        PhraseCase("삼 개월 전", "2026-08", .today),
        PhraseCase("삼개월 전", "2026-08", .today),
        PhraseCase("십 개월 전", "2026-01", .today),
        PhraseCase("십이 개월 후", "2027-11", .today),
        PhraseCase("세 달 후", "2027-02", .today),
        PhraseCase("석 달 전", "2026-08", .today),
        PhraseCase("넉 달 후", "2027-03", .today),
        PhraseCase("한 달 전", "2026-10", .today),
        PhraseCase("한달 뒤", "2026-12", .today),
        PhraseCase("두 달 전", "2026-09", .today),
        PhraseCase("다섯 달 후", "2027-04", .today),
        PhraseCase("열두 달 후", "2027-11", .today),
        PhraseCase("1년 2개월 전", "2025-09", .today),
        PhraseCase("반년 전", "2026-05", .today),
        PhraseCase("1년 반 후", "2028-05", .today),
        PhraseCase("2분기 전", "2026-04", .today),
    ])
    func monthsCountFromToday(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        PhraseCase("올해", "2026", .today),
        PhraseCase("금년", "2026", .today),
        PhraseCase("내년", "2027", .today),
        PhraseCase("명년", "2027", .today),
        PhraseCase("다음 해", "2027", .today),
        PhraseCase("다음해", "2027", .today),
        PhraseCase("작년", "2025", .today),
        PhraseCase("지난해", "2025", .today),
        PhraseCase("지난 해", "2025", .today),
        PhraseCase("전년", "2025", .today),
        PhraseCase("재작년", "2024", .today),
        PhraseCase("재재작년", "2023", .today),
        PhraseCase("내후년", "2028", .today),
        PhraseCase("후년", "2028", .today),
        PhraseCase("2년 전", "2024", .today),
        PhraseCase("2년 후", "2028", .today),
        PhraseCase("2년 뒤", "2028", .today),
        PhraseCase("일 년 전", "2025", .today),
        PhraseCase("일년 후", "2027", .today),
        PhraseCase("이 년 전", "2024", .today),
        PhraseCase("두 해 전", "2024", .today),
        PhraseCase("한 해 뒤", "2027", .today),
        PhraseCase("10년 전", "2016", .today),
        PhraseCase("2024년", "2024", .absolute),
        PhraseCase("2024년도", "2024", .absolute),
        PhraseCase("'24년", "2024", .absolute),
        PhraseCase("24년", "2024", .absolute),
        PhraseCase("99년", "1999", .absolute),
        PhraseCase("2030년으로 가자", "2030", .absolute),
    ])
    func yearsShowTheYear(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        PhraseCase("3월", "2025-03", .screen),
        PhraseCase("12월", "2025-12", .screen),
        PhraseCase("03월", "2025-03", .screen),
        PhraseCase("3 월", "2025-03", .screen),
        PhraseCase("3월달", "2025-03", .screen),
        PhraseCase("삼월", "2025-03", .screen),
        PhraseCase("시월", "2025-10", .screen),
        PhraseCase("유월", "2025-06", .screen),
        PhraseCase("십이월", "2025-12", .screen),
        PhraseCase("2024년 7월", "2024-07", .absolute),
        PhraseCase("2024년7월", "2024-07", .absolute),
        PhraseCase("2024 년 7 월", "2024-07", .absolute),
        PhraseCase("24년 3월", "2024-03", .absolute),
        PhraseCase("'24년 3월", "2024-03", .absolute),
        PhraseCase("2024.7", "2024-07", .absolute),
        PhraseCase("2024. 7.", "2024-07", .absolute),
        PhraseCase("2024. 7. 15.", "2024-07", .absolute),
        PhraseCase("2024년 7월 15일", "2024-07", .absolute),
        PhraseCase("내년 3월", "2027-03", .today),
        PhraseCase("내년 3월달", "2027-03", .today),
        PhraseCase("작년 12월", "2025-12", .today),
        PhraseCase("올해 1월", "2026-01", .today),
        PhraseCase("올 3월", "2026-03", .today),
        PhraseCase("재작년 5월", "2024-05", .today),
        PhraseCase("작년의 3월", "2025-03", .today),
        PhraseCase("3년 전 5월", "2023-05", .today),
        PhraseCase("지난 3월", "2026-03", .today),
        PhraseCase("다음 3월", "2027-03", .today),
        PhraseCase("오는 3월", "2027-03", .today),
        PhraseCase("7월 15일", "2025-07", .screen),
        PhraseCase("7월 말", "2025-07", .screen),
        PhraseCase("7월 중순", "2025-07", .screen),
        PhraseCase("다음 달 15일", "2026-12", .today),
    ])
    func monthNumbersAndDates(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        PhraseCase("3분기", "2025-07", .screen),
        PhraseCase("1분기", "2025-01", .screen),
        PhraseCase("1사분기", "2025-01", .screen),
        PhraseCase("제3분기", "2025-07", .screen),
        PhraseCase("2024년 3분기", "2024-07", .absolute),
        PhraseCase("2024년 4분기", "2024-10", .absolute),
        PhraseCase("이번 분기", "2026-10", .today),
        PhraseCase("이번분기", "2026-10", .today),
        PhraseCase("다음 분기", "2027-01", .today),
        PhraseCase("지난 분기", "2026-07", .today),
        PhraseCase("전 분기", "2026-07", .today),
        PhraseCase("내년 1분기", "2027-01", .today),
        PhraseCase("작년 4분기", "2025-10", .today),
        PhraseCase("상반기", "2025-01", .screen),
        PhraseCase("하반기", "2025-07", .screen),
        PhraseCase("전반기", "2025-01", .screen),
        PhraseCase("후반기", "2025-07", .screen),
        PhraseCase("올해 하반기", "2026-07", .today),
        PhraseCase("내년 상반기", "2027-01", .today),
        PhraseCase("작년 하반기", "2025-07", .today),
        PhraseCase("2024년 하반기", "2024-07", .absolute),
        PhraseCase("다음 반기", "2027-01", .today),
        PhraseCase("상반기 말", "2025-06", .screen),
        PhraseCase("연초", "2026-01", .today),
        PhraseCase("연말", "2026-12", .today),
        PhraseCase("올해 초", "2026-01", .today),
        PhraseCase("올해 말", "2026-12", .today),
        PhraseCase("올 연말", "2026-12", .today),
        PhraseCase("내년 초", "2027-01", .today),
        PhraseCase("내년 말", "2027-12", .today),
        PhraseCase("작년 초", "2025-01", .today),
        PhraseCase("2024년 말", "2024-12", .absolute),
        PhraseCase("2024년 초", "2024-01", .absolute),
        PhraseCase("이번 달 말", "2026-11", .today),
        PhraseCase("월말", "2026-11", .today),
    ])
    func quartersHalvesAndBoundaries(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        PhraseCase("오늘", "2026-11", .today),
        PhraseCase("어제", "2026-11", .today),
        PhraseCase("그저께", "2026-11", .today),
        PhraseCase("그제", "2026-11", .today),
        PhraseCase("내일", "2026-11", .today),
        PhraseCase("모레", "2026-12", .today),
        PhraseCase("글피", "2026-12", .today),
        PhraseCase("그글피", "2026-12", .today),
        PhraseCase("3일 전", "2026-11", .today),
        PhraseCase("30일 전", "2026-10", .today),
        PhraseCase("2일 후", "2026-12", .today),
        PhraseCase("2일 뒤", "2026-12", .today),
        PhraseCase("삼 일 후", "2026-12", .today),
        PhraseCase("십일 전", "2026-11", .today),
        PhraseCase("100일 후", "2027-03", .today),
        PhraseCase("하루 전", "2026-11", .today),
        PhraseCase("이틀 후", "2026-12", .today),
        PhraseCase("열흘 전", "2026-11", .today),
        PhraseCase("보름 후", "2026-12", .today),
        PhraseCase("일주일 후", "2026-12", .today),
        PhraseCase("2주 후", "2026-12", .today),
        PhraseCase("5주 전", "2026-10", .today),
        PhraseCase("다음 주", "2026-12", .today),
        PhraseCase("다음주", "2026-12", .today),
        PhraseCase("지난주", "2026-11", .today),
        PhraseCase("이번 주", "2026-11", .today),
        PhraseCase("이번 주 토요일", "2026-12", .today),
        PhraseCase("다음 주 월요일", "2026-12", .today),
        PhraseCase("지난 금요일", "2026-11", .today),
        PhraseCase("15일", "2026-11", .today),
    ])
    func dayPhrasesSelectTheMonthOfTheDay(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        PhraseCase("다음 달로", "2026-12", .today),
        PhraseCase("다음 달에", "2026-12", .today),
        PhraseCase("다음 달은", "2026-12", .today),
        PhraseCase("지난달은", "2026-10", .today),
        PhraseCase("지난달 보여줘", "2026-10", .today),
        PhraseCase("지난달 보여 주세요", "2026-10", .today),
        PhraseCase("지난달좀 보여줘", "2026-10", .today),
        PhraseCase("다음 달 가자", "2026-12", .today),
        PhraseCase("3월로 이동", "2025-03", .screen),
        PhraseCase("3월로 가줘", "2025-03", .screen),
        PhraseCase("3월으로 가줘", "2025-03", .screen),
        PhraseCase("3월에", "2025-03", .screen),
        PhraseCase("작년으로 가줘", "2025", .today),
        PhraseCase("작년은", "2025", .today),
        PhraseCase("내년 3월 보여 주세요", "2027-03", .today),
        PhraseCase("3개월 전으로 가줘", "2026-08", .today),
        PhraseCase("3개월 후로 이동", "2027-02", .today),
        PhraseCase("2024년 7월로 이동", "2024-07", .absolute),
        PhraseCase("2024년 7월로 이동해줘", "2024-07", .absolute),
        PhraseCase("이번 달은?", "2026-11", .today),
        PhraseCase("다음 분기로", "2027-01", .today),
        PhraseCase("좀 보여줘 다음 달", "2026-12", .today),
    ])
    func particlesAndEndingsAreIgnored(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        RefusalCase("13월", "\"13월\": 13월은 없습니다 (1~12월)."),
        RefusalCase("0월", "\"0월\": 0월은 없습니다 (1~12월)."),
        RefusalCase("5분기", "\"5분기\": 5분기는 없습니다 (1~4분기)."),
        RefusalCase("5년", "\"5년\": 5년: 연도는 네 자리(또는 24년처럼 두 자리)로 쓰세요."),
        RefusalCase("2024년 2월 30일", "\"2024년 2월 30일\": 그 달에 30일은 없습니다."),
        RefusalCase("다음 지난달", "\"다음 지난달\": \"다음\"과 \"지난달\"이 서로 맞지 않습니다. 하나만 쓰세요."),
        RefusalCase("3월 4월", "\"3월 4월\": \"3월\"과 \"4월\"이 서로 맞지 않습니다. 하나만 쓰세요."),
        RefusalCase("3개월", "\"3개월\": \"3개월\" 전인가요, 후인가요? \"3개월 전\" 또는 \"3개월 후\"로 쓰세요."),
        RefusalCase("몇 달 전", "\"몇 달 전\": \"몇\"은 정확하지 않습니다. 숫자나 달 이름을 쓰세요."),
        RefusalCase("3시간 전", "\"3시간 전\": \"3시간 전\"처럼 시각이나 시간으로는 달을 정할 수 없습니다. 날짜나 달로 쓰세요."),
    ])
    func refusesWrongKoreanInput(_ row: RefusalCase) { expectRefusal(row, language: .korean) }

    @Test func unknownKoreanInputSuggestsTheNearestPhrase() {
        expectRefusal(
            RefusalCase("다음 닭", "알 수 없는 명령 \"다음 닭\". \"다음 달\"을 입력하려고 하셨나요?"), language: .korean)
    }
}

@Suite struct NormalisedPhraseTests {
    @Test(arguments: [
        // Decomposed Hangul (NFD, conjoining jamo) reads like the composed form.
        PhraseCase("\u{1103}\u{1161}\u{110B}\u{1173}\u{11B7} \u{1103}\u{1161}\u{11AF}", "2026-12", .today),
        PhraseCase("\u{110C}\u{1175}\u{1102}\u{1161}\u{11AB}\u{1103}\u{1161}\u{11AF}", "2026-10", .today),
        PhraseCase("3\u{1100}\u{1162}\u{110B}\u{116F}\u{11AF} \u{110C}\u{1165}\u{11AB}", "2026-08", .today),
        // Full-width digits, letters and spaces.
        PhraseCase("１２월", "2025-12", .screen),
        PhraseCase("２０２４년　７월", "2024-07", .absolute),
        PhraseCase("ｊｕｌｙ　２０２４", "2024-07", .absolute),
        PhraseCase("ＮＥＸＴ ＭＯＮＴＨ", "2026-12", .today),
        PhraseCase("２０２４－０７", "2024-07", .absolute),
        // Any run of spaces, tabs and no-break spaces is one space.
        PhraseCase("  next \t  month  ", "2026-12", .today),
        PhraseCase("3\u{00A0}months\u{2003}ago", "2026-08", .today),
        PhraseCase("다음    달", "2026-12", .today),
        // Typographic apostrophes and dashes.
        PhraseCase("jul ‘24", "2024-07", .absolute),
        PhraseCase("2024–07", "2024-07", .absolute),
    ])
    func normalisedFormsReadAlike(_ row: PhraseCase) { expectReading(row) }

    @Test func composedAndDecomposedHangulGiveTheSameReading() throws {
        let composed = try readPhrase("지난달")
        let decomposed = try readPhrase("\u{110C}\u{1175}\u{1102}\u{1161}\u{11AB}\u{1103}\u{1161}\u{11AF}")
        #expect(composed == decomposed)
    }
}
