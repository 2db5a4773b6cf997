"""Deterministic checks of claims against receipts, one module per finding family.

`evidence` is the shared machinery (records, anchors, value matching); each of
`fabricated`, `counts`, `facts`, `inference`, `absence` and `sources` exposes
``check(ctx, index) -> Outcome``; `receipts` turns a run's calls into evidence and
reports ``bad_receipt``. `nyaya.engine.check` runs them all.
"""
