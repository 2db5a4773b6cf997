"""False-positive rate of `nyaya.check` on ToolTalk's clean, human-written answers.

Every assistant turn of every conversation becomes an OpenAI-format run: the
conversation so far, each earlier API call as an assistant tool call with its
result (an exception becomes an ``Error: ...`` result), and the turn's text as the
answer. A turn is *flagged* when its action is not ``emit`` or it has a
hallucination finding (anything but ``unsupported_claim``).

    python benchmarks/tooltalk_fpr.py [DATA_DIR] [--show]
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import Any

from nyaya.engine import check
from nyaya.formats import load_run

DEFAULT = Path("/work/shared/datasets/tooltalk-easy")


def runs_of(conversation: dict[str, Any]) -> list[dict[str, Any]]:
    """One OpenAI-format run per assistant turn of a ToolTalk conversation."""
    out = []
    messages: list[dict[str, Any]] = []
    names: set[str] = set()
    n = 0
    for turn in conversation["conversation"]:
        if turn["role"] == "user":
            messages.append({"role": "user", "content": turn["text"]})
            continue
        calls, results = [], []
        for api in turn.get("apis", []):
            n += 1
            cid = f"call_{n}"
            request = api["request"]
            names.add(request["api_name"])
            calls.append(
                {
                    "id": cid,
                    "type": "function",
                    "function": {
                        "name": request["api_name"],
                        "arguments": json.dumps(request["parameters"]),
                    },
                }
            )
            content = (
                f"Error: {api['exception']}"
                if api.get("exception")
                else json.dumps(api["response"])
            )
            results.append({"role": "tool", "tool_call_id": cid, "content": content})
        if calls:
            messages.append({"role": "assistant", "content": None, "tool_calls": calls})
            messages.extend(results)
        messages.append({"role": "assistant", "content": turn["text"]})
        created = datetime.fromisoformat(conversation["metadata"]["timestamp"]).isoformat() + "Z"
        out.append(
            {
                "run_id": f"{conversation['name']}#{turn['index']}" + ("" if calls else "~"),
                "language": "en",
                "created_at": created,
                "messages": list(messages),
                "tools": [
                    {"type": "function", "function": {"name": name}} for name in sorted(names)
                ],
            }
        )
    return out


def main(argv: list[str]) -> int:
    show = "--show" in argv
    args = [a for a in argv if not a.startswith("--")]
    root = Path(args[0]) if args else DEFAULT
    total = flagged = main = main_flagged = 0
    statuses: Counter[str] = Counter()
    actions: Counter[str] = Counter()
    for path in sorted(root.glob("*.json")):
        conversation = json.loads(path.read_text())
        for data in runs_of(conversation):
            run = load_run(data)
            report = check(run)
            total += 1
            primary = not run.run_id.endswith("~")
            main += primary
            bad = [f for f in report.findings if f.type != "unsupported_claim"]
            actions[report.action] += 1
            statuses.update(c.status for c in report.claims)
            if report.action != "emit" or bad:
                flagged += 1
                main_flagged += primary
                print(f"FLAGGED {run.run_id}: {report.action} {[f.type for f in bad]}")
                print(f"   answer: {run.response}")
                for f in report.findings:
                    print(f"   - {f.type}: {f.message}")
            elif show:
                print(f"ok {run.run_id}: {report.trust_level} {report.overall_score}")
    print(
        f"\nToolTalk easy: {main} answers reporting API calls, {main_flagged} flagged "
        f"(FPR {main_flagged / max(main, 1):.1%}); all {total} assistant turns "
        f"(~ = conversational, no call in the turn): {flagged} flagged "
        f"(FPR {flagged / max(total, 1):.1%})"
    )
    print(f"actions: {dict(actions)}; claim statuses: {dict(statuses)}")
    return 1 if main_flagged else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
