"""Shape validator for set f20: says only whether rows parse and the label counts are right.

    python validate.py FILE            # a labelled set: 30 rows, 12 clean, 3 of each type
    python validate.py FILE --clean    # a clean-only probe set: 24 rows, every one clean
"""

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
    if row["id"] != f"f20-{lang}-{n:03d}":
        raise ValueError(f"id should be f20-{lang}-{n:03d}")
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


def main(path, clean_only=False):
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
    size = 24 if clean_only else 30
    if len(rows) + len(errors) != size:
        errors.append(f"expected {size} rows, found {len(rows) + len(errors)}")
    if clean_only and counts["clean"] != size:
        errors.append(f"every row should be clean: {dict(counts)}")
    if not clean_only and (counts["clean"] != 12 or any(counts[t] != 3 for t in TYPES)):
        errors.append(f"label counts should be 12 clean and 3 of each type: {dict(counts)}")
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    print("OK", dict(counts))


if __name__ == "__main__":
    main(sys.argv[1], clean_only="--clean" in sys.argv[2:])
