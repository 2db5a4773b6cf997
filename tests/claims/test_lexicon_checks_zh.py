"""The Chinese data the checks read: which sections match short, self-written answers.

Han phrases match anywhere (no word boundaries), so the negatives matter as much as the
positives: a one-character word hidden in a compound (会 in 会议, 将 as the object marker,
他 in 其他, 别 in 分别, 称 in 名称, 据 in 数据) must not set a section off.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from nyaya.claims.lexicons import load
from nyaya.claims.phrases import compile_phrases

ZH = load("zh")


def _field(name: str) -> Sequence[str]:
    if "." in name:
        table, key = name.split(".", 1)
        return getattr(ZH, table)[key]  # type: ignore[no-any-return]
    return getattr(ZH, name)  # type: ignore[no-any-return]


def matches(name: str, text: str) -> bool:
    pattern = compile_phrases(_field(name))
    assert pattern is not None, name
    return pattern.search(text.lower()) is not None


# (sentence, sections that must match, sections that must not)
CASES: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = [
    ("这个航班可能会延误。", ("stance_hedge", "stance_future"), ("agent_done",)),
    ("费用大约300元左右。", ("stance_approx",), ("stance_future",)),
    ("全程约120公里，开车两个小时。", ("stance_approx",), ()),
    ("收件箱里有三十多封邮件。", ("stance_approx", "counts_of"), ("absence_phrases",)),
    ("会议将于明天上午十点开始。", ("stance_future",), ("agent_done",)),
    # 将 as the object marker, 会 inside 会议 / 其他会议: no prediction
    (
        "我已将邮件转发给张经理。",
        ("agent_first_person", "agent_done", "actions.send"),
        ("stance_future",),
    ),
    (
        "已为您将会议改到周四下午3点。",
        ("agent_first_person", "agent_done", "actions.schedule"),
        ("stance_future",),
    ),
    ("明天的会议在三楼。", (), ("stance_future", "agent_done")),
    ("我已将会上讨论的要点整理好了。", ("agent_done",), ("stance_future",)),
    (
        "我取消了其他会议。",
        ("agent_first_person", "actions.cancel", "agent_done"),
        ("agent_other_subject", "stance_future"),
    ),
    ("航班取消是因为天气原因。", ("stance_causal",), ()),
    ("这个价格肯定是最低的。", ("stance_certainty",), ("stance_hedge",)),
    ("这不一定准确。", ("stance_hedge",), ("stance_certainty",)),
    ("选直飞航班更划算。", ("stance_evaluative",), ("stance_opinion",)),
    ("如果你需要改签，请提前告诉我。", ("stance_conditional", "stance_offer"), ()),
    ("要不要我帮你订一间房？", ("stance_offer",), ("agent_done",)),
    ("我个人觉得第二家酒店更好。", ("stance_opinion", "stance_evaluative"), ()),
    (
        "我已为您预订了周五的酒店。",
        ("agent_first_person", "agent_done", "actions.book"),
        ("agent_negation", "stance_future"),
    ),
    (
        "你上周已经取消了这个订单。",
        ("agent_other_subject", "agent_done", "actions.cancel"),
        ("agent_first_person",),
    ),
    ("您的退款申请已被批准。", ("agent_passive", "actions.approve", "agent_done"), ()),
    ("我还没有提交报销申请。", ("agent_negation", "actions.submit"), ()),
    # 别 inside 分别, 未 inside 未读: no negation
    ("我分别给他们发了邮件。", ("actions.send", "agent_done"), ("agent_negation",)),
    ("我把3封未读邮件标记为已读了。", ("actions.update",), ("agent_negation",)),
    ("我查了你的日历，周三下午有空。", ("actions.lookup", "agent_done"), ("absence_phrases",)),
    ("我已经和酒店确认过入住时间。", ("actions.confirm", "agent_done"), ()),
    ("我已經幫您取消了預訂。", ("agent_first_person", "actions.cancel", "agent_done"), ()),
    ("收件箱里没有新邮件。", ("absence_phrases",), ("absence_failure",)),
    ("共找到0条结果。", ("absence_phrases",), ()),
    ("共找到10条结果。", (), ("absence_phrases",)),
    ("核对无误，订单已确认。", (), ("absence_phrases", "absence_failure")),
    ("天气接口请求超时了，暂时无法获取数据。", ("absence_failure",), ()),
    ("你的订单已成功支付。", ("actions.pay", "agent_done"), ("absence_failure",)),
    ("根据航空公司的行李政策，托运限重23公斤。", ("sources_attribution", "sources_nouns"), ()),
    # 称 inside 名称, 据 inside 数据: no attribution
    ("文件名称是报价单。", (), ("sources_attribution",)),
    ("数据库里有5条记录。", ("counts_of",), ("sources_attribution", "absence_phrases")),
    ("10笔交易中有3笔超过500元。", ("counts_of", "counts_more"), ("counts_less",)),
    ("低于200元的酒店只有两家。", ("counts_less",), ("counts_more",)),
    ("你的航班号是CA981。", (), ("stance_offer", "stance_future", "stance_hedge")),
    ("我已为你预约了周三的门诊。", ("actions.book",), ("stance_approx",)),
    ("手续费是20元，另含税5元。", ("concepts.fee", "concepts.tax", "concepts.included"), ()),
    ("请把发票发给我。", ("concepts.invoice",), ("concepts.ticket",)),
    ("酒店住3晚，含早餐。", ("concepts.hotel", "concepts.night", "concepts.meal"), ()),
]


@pytest.mark.parametrize(("text", "yes", "no"), CASES)
def test_sections_match_chinese_answers(
    text: str, yes: tuple[str, ...], no: tuple[str, ...]
) -> None:
    for name in yes:
        assert matches(name, text), f"{name} should match {text!r}"
    for name in no:
        assert not matches(name, text), f"{name} should not match {text!r}"


def test_keys_follow_the_english_template() -> None:
    en = load("en")
    assert set(ZH.actions) == set(en.actions)
    assert set(ZH.concepts) <= set(en.concepts)
    assert len(ZH.concepts) == len(en.concepts)
