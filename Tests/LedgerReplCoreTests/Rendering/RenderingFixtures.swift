import LedgerJournalCore

@testable import LedgerReplCore

/// A household's 2026 for the drawing tests: spending in ₩ in April, September and November, in 원 in
/// October and November, a refund (a negative day), a month over 100만 (`128만`), income in March and
/// November, and no entries in the other months. Today (`fixedToday`, 2026-11-29) is in it.
let household2026: Journal = {
    switch Journal.parse(household2026Text, path: "household-2026.journal") {
    case .success(let journal): return journal
    case .failure(let errors): fatalError("the drawing fixture journal does not load: \(errors)")
    }
}()

/// The text of `household2026`.
let household2026Text = """
    ; a household's 2026, for the drawing goldens: two commodities (₩ and 원), a refund, a month over 100만
    decimal-mark .
    account 지출  ; type: X
    account 수입  ; type: R

    2026-03-25 * 급여
        자산:은행  ₩3,200,000
        수입:급여

    2026-04-01 * 월세
        지출:주거:월세  ₩750,000
        자산:은행

    2026-04-12 마트
        지출:식비  ₩64,300
        자산:카드

    2026-09-05 * 병원
        지출:의료  ₩1,280,000
        자산:은행

    2026-10-03 점심
        지출:식비   12,000원
        자산:현금

    2026-11-01 * 월세
        지출:주거:월세  ₩750,000
        자산:은행

    2026-11-03 점심
        지출:식비   9,000원
        자산:현금

    2026-11-03 커피
        지출:식비:카페  ₩4,500
        자산:카드

    2026-11-14 장보기
        지출:식비  ₩128,450
        자산:카드

    2026-11-20 환불
        지출:식비  ₩-23,000
        자산:카드

    2026-11-25 * 급여
        자산:은행  ₩3,200,000
        수입:급여

    2026-11-28 교통
        지출:교통  ₩1,250
        자산:카드
    """
