"""Ids, URLs, e-mails, handles and paths in arguments must come from a source."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.toolcalls import CallValidator, Sources, find_entities

TOOLS: list[dict[str, Any]] = [
    {
        "name": "get_order",
        "parameters": {
            "type": "object",
            "properties": {"order_id": {"type": "string"}},
            "required": ["order_id"],
        },
    },
    {
        "name": "fetch",
        "parameters": {
            "type": "object",
            "properties": {"url": {"type": "string", "format": "uri"}},
            "required": ["url"],
        },
    },
    {
        "name": "send_mail",
        "parameters": {
            "type": "object",
            "properties": {
                "to": {"type": "string", "format": "email"},
                "body": {"type": "string"},
            },
            "required": ["to"],
        },
    },
    {
        "name": "read_file",
        "parameters": {"type": "object", "properties": {"path": {"type": "string"}}},
    },
    {
        "name": "post",
        "parameters": {
            "type": "object",
            "properties": {
                "text": {"type": "string"},
                "mention": {"type": "string"},
                "visibility": {"type": "string", "enum": ["public", "private"]},
            },
        },
    },
    {
        "name": "get_user",
        "parameters": {
            "type": "object",
            "properties": {"userId": {"type": "integer"}, "region": {"type": "string"}},
        },
    },
]


def check(tool: str, args: dict[str, Any], user: str = "", outputs: tuple[Any, ...] = ()) -> Any:
    validator = CallValidator(TOOLS, allowlist={"fetch": ["https://status.example.org/"]})
    return validator.validate(tool, args, Sources(user, outputs))


def provenance_issues(result: Any) -> list[tuple[str, Any]]:
    return [(e.pointer, e.value) for e in result.errors if e.code == "provenance"]


def test_invented_id_is_flagged_with_value_and_pointer() -> None:
    result = check("get_order", {"order_id": "ORD-77321"}, user="Where is my order?")
    assert result.status == "invalid"
    assert provenance_issues(result) == [("/order_id", "ORD-77321")]
    message = result.errors[0].message
    assert "ORD-77321" in message and "user" in message and "tool output" in message


def test_id_the_user_typed_is_fine() -> None:
    assert check("get_order", {"order_id": "ORD-77321"}, user="status of ORD-77321?").status == (
        "valid"
    )


def test_id_matching_ignores_case() -> None:
    assert check("get_order", {"order_id": "ord-77321"}, user="order ORD-77321").status == "valid"


def test_id_from_an_earlier_output_anywhere_in_the_json_is_fine() -> None:
    output = {"results": [{"meta": {"orders": ["ORD-1", "ORD-77321"]}}]}
    result = check("get_order", {"order_id": "ORD-77321"}, user="my last order", outputs=(output,))
    assert result.status == "valid"


def test_id_that_is_a_key_of_an_earlier_output_is_fine() -> None:
    output = {"payment_methods": {"credit_card_4421486": {"brand": "visa"}}}
    result = check("get_order", {"order_id": "credit_card_4421486"}, outputs=(output,))
    assert result.status == "valid"


def test_id_in_a_raw_json_string_output_is_fine() -> None:
    output = '{"reservations": ["ZFA04Y"]}'
    assert check("get_order", {"order_id": "ZFA04Y"}, outputs=(output,)).status == "valid"


def test_id_the_user_said_in_words_is_fine() -> None:
    args = {"userId": 7890}
    assert check("get_user", args, user="user seven eight nine zero").status == "valid"


def test_id_the_user_spelled_with_other_separators_is_fine() -> None:
    assert check("get_order", {"order_id": "mia_li_3668"}, user="I am mia li 3668").status == (
        "valid"
    )


def test_id_that_only_contains_the_users_digits_is_not_fine() -> None:
    # The classic fabrication: the user gave the last four digits, the model made up the id.
    result = check("get_order", {"order_id": "credit_card_7334"}, user="use my card ending in 7334")
    assert provenance_issues(result) == [("/order_id", "credit_card_7334")]


def test_prefix_of_an_id_the_user_gave_is_not_a_match() -> None:
    result = check("get_order", {"order_id": "ORD-1"}, user="cancel ORD-12345")
    assert provenance_issues(result) == [("/order_id", "ORD-1")]


def test_number_inside_a_longer_number_is_not_a_match() -> None:
    result = check("get_user", {"userId": 789}, user="my account is 57890")
    assert provenance_issues(result) == [("/userId", "789")]


def test_short_ids_and_enums_are_not_questioned() -> None:
    assert check("get_user", {"userId": 7}).status == "valid"
    assert check("post", {"visibility": "public"}).status == "valid"


def test_plain_strings_are_not_entities() -> None:
    assert check("get_user", {"region": "north west"}).status == "valid"


def test_url_must_come_from_a_source() -> None:
    result = check("fetch", {"url": "https://api.example.com/v1/users/42"}, user="get user 42")
    assert provenance_issues(result) == [("/url", "https://api.example.com/v1/users/42")]


@pytest.mark.parametrize(
    "said",
    [
        "open https://Example.com/docs/ please",
        "open http://www.example.com/docs",
        "open example.com/docs.",
        "see <https://example.com/docs#intro>",
    ],
)
def test_url_matching_is_normalised(said: str) -> None:
    assert check("fetch", {"url": "https://example.com/docs"}, user=said).status == "valid"


def test_url_on_another_path_of_the_same_host_is_not_a_match() -> None:
    result = check("fetch", {"url": "https://example.com/admin"}, user="open example.com/docs")
    assert len(provenance_issues(result)) == 1


def test_url_in_the_allowlist_by_prefix_is_fine() -> None:
    result = check("fetch", {"url": "https://status.example.org/api/summary"}, user="any outage?")
    assert result.status == "valid"


def test_allowlist_is_mentioned_when_one_exists() -> None:
    result = check("fetch", {"url": "https://made.up/x"})
    assert "allowlist" in result.errors[0].message


def test_url_embedded_in_free_text_is_checked() -> None:
    args = {"to": "ann@example.com", "body": "Details at https://evil.example.net/pay now"}
    result = check("send_mail", args, user="mail ann@example.com the details")
    assert provenance_issues(result) == [("/body", "https://evil.example.net/pay")]


def test_email_matching_ignores_case() -> None:
    args = {"to": "Ann.Lee@Example.com"}
    assert check("send_mail", args, user="write to ann.lee@example.com").status == "valid"
    invented = check(
        "send_mail", {"to": "ann.lee@example.org"}, user="write to ann.lee@example.com"
    )
    assert provenance_issues(invented) == [("/to", "ann.lee@example.org")]


def test_handle_by_shape() -> None:
    assert check("post", {"mention": "@ravi_k"}, user="tag @ravi_k").status == "valid"
    assert provenance_issues(check("post", {"mention": "@someone_else"}, user="tag ravi")) == [
        ("/mention", "@someone_else")
    ]


@pytest.mark.parametrize("path", ["/etc/app/config.yaml", "C:\\Users\\ann\\notes.txt", "./x.md"])
def test_paths_by_name_and_shape(path: str) -> None:
    result = check("read_file", {"path": path}, user="read my notes")
    assert provenance_issues(result) == [("/path", path)]
    assert check("read_file", {"path": path}, user=f"read {path}").status == "valid"


def test_path_built_from_a_directory_and_file_the_user_gave() -> None:
    user = "the file report.pdf in /home/ann/docs"
    assert check("read_file", {"path": "/home/ann/docs/report.pdf"}, user=user).status == "valid"


def test_path_shaped_value_in_a_field_without_a_hint() -> None:
    result = check("post", {"text": "/var/lib/secret/key"})
    assert provenance_issues(result) == [("/text", "/var/lib/secret/key")]


def test_lone_slash_word_is_not_a_path() -> None:
    assert check("post", {"text": "/shrug"}).status == "valid"


def test_schema_default_needs_no_source() -> None:
    tool = {
        "name": "fetch",
        "parameters": {
            "type": "object",
            "properties": {"url": {"type": "string", "default": "https://api.example.com/"}},
        },
    }
    validator = CallValidator([tool])
    assert validator.validate("fetch", {"url": "https://api.example.com/"}).status == "valid"


def test_url_filling_a_template_from_the_tool_declaration() -> None:
    tool = {
        "name": "nodes",
        "description": "GET https://{ip}/api/v1/nodes?fabric={fabric}",
        "parameters": {"type": "object", "properties": {"url": {"type": "string"}}},
    }
    validator = CallValidator([tool])
    good = {"url": "https://10.0.0.7/api/v1/nodes?fabric=east"}
    assert validator.validate("nodes", good, Sources("ip 10.0.0.7, fabric east")).status == "valid"
    # The template is only trusted when what fills it is grounded too.
    bad = validator.validate("nodes", good, Sources("fabric east"))
    assert [e.code for e in bad.errors] == ["provenance"]


def test_find_entities_walks_lists_with_the_parent_name() -> None:
    found = find_entities(
        {"user_ids": ["u-123", "u-456"], "note": "x"},
        {"type": "object", "properties": {"user_ids": {"type": "array"}}},
    )
    assert [(e.kind, e.value, e.pointer) for e in found] == [
        ("id", "u-123", "/user_ids/0"),
        ("id", "u-456", "/user_ids/1"),
    ]


def test_uuid_shape_is_an_id_anywhere() -> None:
    found = find_entities({"ref": "3f2c9a7e-5b1d-4c8e-9f0a-6d2b7e1c4a95"})
    assert [e.kind for e in found] == ["id"]


def test_sources_grow_as_a_run_goes() -> None:
    sources = Sources("find my order")
    validator = CallValidator(TOOLS)
    assert validator.validate("get_order", {"order_id": "A-9917"}, sources).status == "invalid"
    sources.add_output([{"id": "A-9917"}])
    assert validator.validate("get_order", {"order_id": "A-9917"}, sources).status == "valid"


@pytest.mark.parametrize(
    "said",
    ["mi pedido es siete ocho nueve cero", "我的用户号是七八九零", "用户7890的资料"],
)
def test_ids_said_in_spanish_or_chinese(said: str) -> None:
    assert check("get_user", {"userId": 7890}, user=said).status == "valid"


def test_id_quoted_inside_chinese_text() -> None:
    assert check("get_order", {"order_id": "A-7"}, user="订单A-7的状态").status == "valid"


ids = st.from_regex(r"[A-Za-z][A-Za-z0-9]{2,8}([-_][A-Za-z0-9]{1,6}){0,2}", fullmatch=True)


@settings(max_examples=100, deadline=None)
@given(value=ids, before=st.sampled_from(["", "id ", "order: ", "(", "是"]))
def test_an_id_quoted_by_the_user_is_always_grounded(value: str, before: str) -> None:
    user = f"please look at {before}{value}, thanks"
    assert check("get_order", {"order_id": value}, user=user).status == "valid"


@settings(max_examples=100, deadline=None)
@given(value=ids)
def test_an_id_no_source_mentions_is_always_flagged(value: str) -> None:
    result = check("get_order", {"order_id": value}, user="", outputs=({"status": 200},))
    assert provenance_issues(result) == [("/order_id", value)]


@pytest.mark.parametrize("run", ["一二三四五六七八九十" * 2_000, "九" * 20_000])
def test_chinese_number_beside_a_numeral_run_of_thousands_still_counts(run: str) -> None:
    # A run of numerals longer than any number is left as it is (cn2an backtracks over it
    # in quadratic time); the number said before it is still read.
    user = "用户编号七八九零。" + run
    assert check("get_user", {"userId": 7890}, user=user).status == "valid"
    assert provenance_issues(check("get_user", {"userId": 789}, user=user)) == [("/userId", "789")]
