"""Shape validator for set c38: says only whether rows parse and the label counts are right."""

import json
import sys
from collections import Counter

TYPES = ["fabricated_tool_call", "count_mismatch", "fact_mismatch", "inference_as_fact", "false_absence", "source_fabrication"]


def final_text(run):
    last = run["messages"][-1]
    if last.get("role") != "assistant":
        raise ValueError("last message is not the assistant's")
    content = last.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(b.get("text", "") for b in content if isinstance(b, dict) and b.get("type") == "text")
    raise ValueError("final assistant content is empty")


def check_row(n, row, lang):
    for key in ("id", "language", "label", "injected", "why", "run"):
        if key not in row:
            raise ValueError(f"missing key {key!r}")
    if row["id"] != f"c38-{lang}-{n:03d}":
        raise ValueError(f"id should be c38-{lang}-{n:03d}")
    if row["language"] != lang:
        raise ValueError("language field does not match the file")
    if row["label"] not in TYPES + ["clean"]:
        raise ValueError(f"unknown label {row['label']!r}")
    run = row["run"]
    if not isinstance(run.get("messages"), list) or not run["messages"]:
        raise ValueError("run.messages must be a non-empty list")
    if not isinstance(run.get("tools"), list) or not run["tools"]:
        raise ValueError("run.tools must be a non-empty list")
    calls, results = set(), set()
    for m in run["messages"]:
        if m.get("role") not in ("system", "user", "assistant", "tool"):
            raise ValueError(f"bad role {m.get('role')!r}")
        for tc in m.get("tool_calls") or []:
            json.loads(tc["function"]["arguments"])
            calls.add(tc["id"])
        if m.get("role") == "tool":
            results.add(m["tool_call_id"])
        if isinstance(m.get("content"), list):
            for b in m["content"]:
                if b.get("type") == "tool_use":
                    if not isinstance(b.get("input"), dict):
                        raise ValueError("tool_use.input must be an object")
                    calls.add(b["id"])
                if b.get("type") == "tool_result":
                    results.add(b["tool_use_id"])
    if not calls:
        raise ValueError("no tool call in the run")
    if calls != results:
        raise ValueError("every tool call needs exactly one result (ids do not pair up)")
    text = final_text(run)
    if row["label"] == "clean":
        if row["injected"] is not None:
            raise ValueError("clean rows have injected = null")
    else:
        if not isinstance(row["injected"], str) or row["injected"] not in text:
            raise ValueError("injected must appear verbatim in the final answer")


def main(path):
    lang = path.rsplit("/", 1)[-1].split(".")[0]
    rows, errors = [], []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            try:
                row = json.loads(line)
                check_row(n, row, lang)
                rows.append(row)
            except Exception as exc:  # noqa: BLE001 - report any shape problem
                errors.append(f"line {n}: {exc}")
    counts = Counter(r["label"] for r in rows)
    if len(rows) + len(errors) != 24:
        errors.append(f"expected 24 rows, found {len(rows) + len(errors)}")
    if counts["clean"] != 24 or len(rows) != 24:
        errors.append(f"there should be 24 rows, all clean: {dict(counts)}")
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    print("OK", dict(counts))


if __name__ == "__main__":
    main(sys.argv[1])
