"""Values an answer computed from the outputs: totals, averages, differences, shares.

No output holds "$1.20M in total" or "up 15.4 %": the answer computed them. A number the
index does not hold is tested against derivations, in bounded time:

- **aggregates** of every list: the sum, mean, minimum and maximum of each numeric key
  over the list's items (and per group of a categorical key, the sum and the mean: the
  sum of ``amount`` where ``type`` is ``debit``), computed once per run;
- **subset sums** inside one record (``base + extras + taxes``), up to three terms;
- **one operation** between two operands, where one operand is near the claim (a number
  the answer states, a value of a record the claim is about, a number from the context):
  ``a + b``, ``|a - b|``, ``a × b``, ``a / b``, ``a / b`` as a percent, the change
  ``(a - b) / b`` as a percent, and ``a`` with a percent ``b`` put on top or taken off
  (``a × (1 ± b/100)``: a tax, a tip, a discount). The other operand is looked up in the
  sorted index, so a test costs O(near operands × log N).

Each match names its derivation ("sum of /items/*/amount", "598210.40 - 612480.55") so the
report can show how the value was verified.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal, DivisionByZero, InvalidOperation

from nyaya.claims import regex_cache
from nyaya.evidence.fold import key_words
from nyaya.evidence.index import EvidenceIndex, Leaf
from nyaya.values.numbers import Stated, is_minor_key, same
from nyaya.values.units import convert, key_unit, unit, units_of

__all__ = ["Derivation", "Derivations", "Operand"]

_MAX_GROUPS = 12
_MAX_RECORD_NUMBERS = 8
_HUNDRED = Decimal(100)
_TINY = Decimal("1e-9")


@dataclass(frozen=True, slots=True)
class Derivation:
    """A computed value, how it was computed, and the leaves it was computed from."""

    value: Decimal
    how: str
    leaves: tuple[int, ...]
    strength: str  # "aggregate" | "record" | "near" | "answer"


@dataclass(frozen=True, slots=True)
class Operand:
    """A number usable in a derivation: its value, where it comes from, a label, and its
    kind (``money``, ``percent``, ``count``, ``measure:<dimension>:<unit>`` or ``plain``):
    measures of different units do not combine (2 hours times 3 makes no "6 months")."""

    value: Decimal
    label: str
    leaf: int | None = None
    kind: str = "plain"


def _compatible_sum(a: str, b: str) -> str | None:
    """The kind of a + b (or a - b), or None when the two cannot be added."""
    if "ordinal" in (a, b):
        return None  # a line's number or a rank adds up to nothing
    if a == b:
        return a
    if "percent" in (a, b):
        return None
    if a == "plain":
        return b
    if b == "plain":
        return a
    return None


def _result_kind(op: str, a: Operand, b: Operand) -> str | None:
    if "ordinal" in (a.kind, b.kind):
        return None
    if op in ("+", "-", "-r"):
        return _compatible_sum(a.kind, b.kind)
    if op == "*":
        for rate, size in ((a.kind, b.kind), (b.kind, a.kind)):
            # a price per a unit times a quantity in that unit ("$45 per minute" x 12 min)
            if rate.startswith("money/measure:") and size == rate[len("money/") :]:
                return "money"
            if "/per:" in rate and size.startswith(f"measure:{rate.rsplit('/per:', 1)[1]}:"):
                return rate.split("/per:", 1)[0]  # 170 m3 a day over 90 days: m3
            if rate == "money" and size.startswith("measure:"):
                return "money"  # a price the answer writes bare, times so many days or kg
        if a.kind in ("count", "plain"):
            return b.kind
        if b.kind in ("count", "plain"):
            return a.kind
        return None
    if op == "/r":  # b / a
        a, b, op = b, a, "/"
    if op == "/":  # a / b: a per b
        if a.kind == "money" and b.kind.startswith("measure:"):
            return f"money/{b.kind}"  # a price per kg, per kWh, per hour
        if a.kind == "money" and b.kind.startswith("money/measure:"):
            return b.kind[len("money/") :]  # an amount over a price per kg: so many kg
        if b.kind in ("count", "plain"):
            return a.kind
        # two amounts, or two quantities of one unit, make a pure ratio ($247.89 / $40.00 is
        # about 6.2 times): a number of times or of instalments, never a duration or a weight
        return "ratio" if a.kind == b.kind else None
    if op in ("%", "%r") or op.startswith("Δ"):
        return "percent" if _compatible_sum(a.kind, b.kind) not in (None, "percent") else None
    if op in ("+%", "-%"):  # a with b percent on top or off: only a share of a
        return a.kind if b.kind == "percent" and a.kind != "percent" else None
    return None


def _fits(target: str, result: str) -> bool:
    if target.startswith("money/measure:") and result.startswith(target + ":"):
        return True  # a price per kg over a quantity in kg (the target names the dimension)
    if target == result or result == "plain":
        return target != "percent" or result == "percent"
    if target == "plain":
        return result != "percent"
    if target == "count":
        return result in ("count", "plain", "ratio")
    return False


class Derivations:
    """The derivable values of one run (see the module docstring)."""

    def __init__(self, index: EvidenceIndex) -> None:
        self.index = index
        self._aggregates: list[Derivation] | None = None
        self._keys: list[Decimal] = []
        # an output number as an operand, made once per run (its label and kind are
        # functions of the leaf, which does not change once indexed)
        self._operands: dict[int, Operand] = {}

    def aggregates(self) -> list[Derivation]:
        if self._aggregates is None:
            out: list[Derivation] = []
            for node in self.index.lists:
                out.extend(_list_aggregates(self.index, node.id))
            for record in self.index.records:
                out.extend(_record_sums(self.index, record.id))
            out.sort(key=lambda d: abs(d.value))
            self._aggregates = out
            self._keys = [abs(d.value) for d in out]
        return self._aggregates

    def find(
        self,
        stated: Stated,
        near: Sequence[Operand],
        anywhere: Sequence[Operand] = (),
        *,
        pairwise: bool = True,
        kind: str = "plain",
    ) -> Derivation | None:
        """A derivation whose value is ``stated`` (at its displayed precision), or None.

        ``near`` are operands tied to the claim; ``anywhere`` adds operands that may pair
        with a near one (the answer's own numbers, the context's). Aggregates and record
        sums are tried first; then one operation between a near operand and any number.
        """
        aggregates = self.aggregates()
        tol = stated.tolerance()
        target = stated.magnitude
        for d in _range(aggregates, self._keys, target - tol, target + tol):
            if (
                same(stated, d.value)
                and not _half_up(stated, d.value)
                and not self._counts_for_a_measure(kind, d)
            ):
                return d
        if stated.kind == "money":
            # "$236.50 in all" over amounts kept in cents: the total of a minor-unit key
            low, high = (target - tol) * _HUNDRED, (target + tol) * _HUNDRED
            for d in _range(aggregates, self._keys, low, high):
                key = _one_key(d.how)
                if key and same(stated, d.value, key=key) == "minor units":
                    return Derivation(
                        d.value / _HUNDRED, d.how + " in minor units", d.leaves, d.strength
                    )
        converted = self._converted(stated)
        if converted is not None:
            return converted
        if stated.kind == "percent" and target <= 100:
            frac = target / _HUNDRED
            ftol = tol / _HUNDRED
            for d in _range(aggregates, self._keys, frac - ftol, frac + ftol):
                return Derivation(d.value * _HUNDRED, d.how + " as a percent", d.leaves, d.strength)
        if not pairwise or not near:
            return None
        pool = self._pool(anywhere)
        for a in near:
            found = self._pair(stated, a, pool, kind)
            if found is not None:
                return found
        return None

    def _written_year(self, operand: Operand) -> bool:
        """Whether an operand is a year a text writes ("the 2025 edition", "Hoy es ... de
        2025"): four digits of this century or the last, read in prose, not a field's."""
        if operand.leaf is None:
            return False
        leaf = self.index.leaves[operand.leaf]
        return (
            (leaf.text is not None or leaf.source == "context")
            and isinstance(leaf.raw, str)
            and _YEAR.fullmatch(leaf.raw.strip()) is not None
        )

    def _counts_for_a_measure(self, kind: str, d: Derivation) -> bool:
        """Whether a length of time ("20-minute lines") would be read off an aggregate of
        counts (``standard_units + ada_units``): things counted add up to no duration."""
        if not kind.startswith("measure:time:") or not d.leaves:
            return False
        return all(leaf_kind(self.index.leaves[lid]) == "count" for lid in d.leaves)

    def _converted(self, stated: Stated) -> Derivation | None:
        """An aggregate of a key kept in another unit of the stated measure: "41.25 hours
        in all" over ``worked_minutes``; "6 h 45 min" (a duration, in seconds) over
        ``duration_min``."""
        measure = (
            unit(stated.unit) if stated.unit and stated.kind in ("number", "duration") else None
        )
        if measure is None:
            return None
        tol = stated.tolerance()
        for other in units_of(measure.dimension):
            if other == measure.name:
                continue
            a = convert(stated.magnitude - tol, measure.name, other)
            b = convert(stated.magnitude + tol, measure.name, other)
            if a is None or b is None:
                continue
            low, high = sorted((abs(a), abs(b)))
            for d in _range(self._aggregates or [], self._keys, low, high):
                key = _one_key(d.how)
                if key and key_unit(key) == other and same(stated, d.value, other):
                    back = convert(d.value, other, measure.name) or d.value
                    return Derivation(back, f"{d.how} in {measure.name}", d.leaves, d.strength)
        return None

    def _pool(self, extra: Sequence[Operand]) -> _Pool:
        return _Pool(self.index, extra, self._operands)

    def _between(
        self, pool: _Pool, low: Decimal, high: Decimal, stated: Stated, op: str
    ) -> Iterator[Operand]:
        """The operands between ``low`` and ``high``; for an amount of money a rate makes,
        also the amounts a key keeps in minor units that are so many major ones ("£96 for 2
        hours" over ``hourly_rate_pence: 4800``), read as major units, as the rate a product
        takes (a sum, a difference or a share of one is left to the aggregates, which read
        such keys whole)."""
        yield from pool.between(low, high)
        if stated.kind != "money" or op != "*":
            return
        for b in pool.between(low * _HUNDRED, high * _HUNDRED):
            if _minor(self.index, b):
                yield Operand(b.value / _HUNDRED, f"{b.label} in minor units", b.leaf, "money")

    def _pair(self, stated: Stated, a: Operand, pool: _Pool, kind: str) -> Derivation | None:
        t = stated.magnitude
        tol = stated.tolerance()
        x = abs(a.value)
        if x == 0:
            return None
        percent = stated.kind == "percent"
        candidates: list[tuple[Decimal, Decimal, str]] = []  # (b target, b tolerance, op)
        if not percent:
            candidates.append((t - x, tol, "+"))
            candidates.append((x - t, tol, "-"))
            candidates.append((x + t, tol, "-r"))
            if t != 0:
                candidates.append((_div(t, x), _div(tol, x), "*"))
                candidates.append((_div(x, t), _div(x * tol, t * t), "/"))
                candidates.append((x * t, x * tol, "/r"))
            # a percent put on top of a or taken off it (a tax, a tip, a discount):
            # t = a × (1 ± b/100)  ->  b = ±(t / a - 1) × 100
            share = (_div(t, x) - 1) * _HUNDRED
            candidates.append((abs(share), _div(tol * _HUNDRED, x), "+%" if share > 0 else "-%"))
        else:
            if t != 0:
                # t% = a / b * 100
                candidates.append((_div(x * _HUNDRED, t), _div(x * _HUNDRED * tol, t * t), "%"))
                # t% = b / a * 100
                candidates.append((x * t / _HUNDRED, x * tol / _HUNDRED, "%r"))
            # change: t% = (a - b) / b * 100  ->  b = a / (1 + t/100) or a / (1 - t/100)
            for sign in (1, -1):
                denom = 1 + sign * t / _HUNDRED
                if denom > 0:
                    candidates.append(
                        (_div(x, denom), _div(x * tol / _HUNDRED, denom * denom), f"Δ{sign}")
                    )
        for b_target, b_tol, op in candidates:
            if b_target is None or b_target <= 0:
                continue
            b_tol = max(abs(b_tol), _TINY)
            for b in self._between(pool, b_target - b_tol, b_target + b_tol, stated, op):
                if b.leaf is not None and b.leaf == a.leaf:
                    continue
                if _trivial(op, x, b, a, t):
                    continue
                if op not in _SUMS and (self._written_year(a) or self._written_year(b)):
                    continue  # (10K over 2025 is no 5 days: a year scales nothing)
                result_kind = _result_kind(op, a, b)
                if result_kind is None or not _fits(kind, result_kind):
                    continue
                result = _apply(op, x, abs(b.value))
                if result is None:
                    continue
                # (one step of arithmetic between two figures is shown rounded, not cut:
                # 2.9 - 0.21 is no "2.6"; and a half step above rounds up: 2.55 million
                # shows as 2.6, no "2.5")
                if same(stated, result) not in (None, "truncated") and not _half_up(stated, result):
                    return Derivation(
                        result,
                        _describe(op, a, b),
                        tuple(i for i in (a.leaf, b.leaf) if i is not None),
                        "near",
                    )
        return None


def _minor(index: EvidenceIndex, operand: Operand) -> bool:
    """Whether an output operand is an amount a key keeps in minor units (``rate_pence``)."""
    return operand.leaf is not None and is_minor_key(index.leaves[operand.leaf].key)


def _half_up(stated: Stated, x: Decimal) -> bool:
    """Whether a worked-out ``x`` lies half a displayed step or more above the stated value:
    shown rounded it is the next value up (2.55 million is "2.6 million", no "2.5")."""
    return not stated.approx and abs(x) - stated.magnitude >= stated.step / 2 > 0


_SUMS = frozenset({"+", "-", "-r"})
_YEAR = regex_cache.compile(r"(?:19|20)\d\d")


def _trivial(op: str, x: Decimal, b: Operand, a: Operand, t: Decimal) -> bool:
    """A derivation that shows nothing: a product or quotient with 1, or small whole
    numbers of the answer's own ("1 + 2", the first items of a numbered list, the months
    of a table) making another small whole number."""
    if op in ("*", "/", "/r") and (x == 1 or abs(b.value) == 1):
        return True
    own = a.leaf is None and b.leaf is None and "(answer)" in a.label and "(answer)" in b.label
    return own and t == t.to_integral_value() and abs(t) <= 31 and x <= 31


class _Pool:
    """The second operand of a pairwise derivation: any indexed number, or an extra one."""

    def __init__(
        self, index: EvidenceIndex, extra: Sequence[Operand], made: dict[int, Operand]
    ) -> None:
        self.index = index
        self.extra = sorted(extra, key=lambda o: abs(o.value))
        self.keys = [abs(o.value) for o in self.extra]
        self.made = made

    def between(self, low: Decimal, high: Decimal) -> Iterable[Operand]:
        # most ranges hold nothing: found by bisection alone, without starting a generator
        leaves = self.index.number_ids_between(low, high)
        extra = self.extra[
            bisect.bisect_left(self.keys, low) : bisect.bisect_right(self.keys, high)
        ]
        if not leaves and not extra:
            return ()
        return self._operands(leaves, extra)

    def _operands(self, leaves: Sequence[int], extra: list[Operand]) -> Iterator[Operand]:
        made = self.made
        for lid in leaves:
            operand = made.get(lid)
            if operand is None:
                leaf = self.index.leaves[lid]
                if leaf.number is None or self.index.inside_a_code(leaf):
                    continue  # ("R-3": the 3 names a card, it is no quantity)
                operand = made[lid] = Operand(
                    leaf.number, _leaf_label(leaf), leaf.id, leaf_kind(leaf)
                )
            yield operand
        yield from extra


_MONEY_WORDS = frozenset(
    {
        "amount",
        "price",
        "fee",
        "fees",
        "total",
        "subtotal",
        "tax",
        "discount",
        "refund",
        "credit",
        "debit",
        "payment",
        "balance",
        "deposit",
        "salary",
        "budget",
        "revenue",
        "profit",
        "premium",
        "loan",
        "rent",
        "cost",
        "costs",
        "fare",
        "charge",
        "charges",
        "paid",
        "due",
        "usd",
        "eur",
        "inr",
        "gbp",
        "jpy",
        "cny",
        "mxn",
        "cents",
        "net",
        "gross",
        "spend",
        "spent",
        "value",
        "rate",
        "proceeds",
        "payout",
        "wage",
        "earnings",
        "sales",
        "mrp",
        "emi",
        "interest",
    }
)
_PERCENT_WORDS = frozenset({"pct", "percent", "percentage", "ratio", "share", "growth"})
_COUNT_WORDS = frozenset(
    {
        "count",
        "qty",
        "quantity",
        "number",
        "num",
        "seats",
        "items",
        "units",
        "pieces",
        "nights",
        "days",
        "guests",
        "people",
        "members",
        "tickets",
        "passengers",
        "sessions",
        "rooms",
        "total",
    }
)


# keys of a place in an order, not an amount (``line: 2``, ``rank: 1``): no arithmetic
_ORDINAL_KEYS = frozenset(
    {"line", "line_no", "line_number", "position", "pos", "seq", "sequence", "seq_no", "rank",
     "index", "idx", "ordinal", "sort_order"}
)  # fmt: skip


# the last word of a key that numbers a thing in its series (``heat_no``, ``step_number``)
_ORDINAL_TAILS = frozenset({"no", "number", "num", "nr", "seq", "idx", "index"})


def leaf_kind(leaf: Leaf) -> str:
    """The kind of an output number, from its key and unit (see `Operand`)."""
    from nyaya.values.units import key_rate_span
    from nyaya.values.units import unit as unit_of

    if leaf.mention_kind == "money":
        return "money"
    if leaf.mention_kind == "percent":
        return "percent"
    if leaf.key.casefold() in _ORDINAL_KEYS:
        return "ordinal"
    named = key_words(leaf.key)
    if len(named) > 1 and named[-1].casefold() in _ORDINAL_TAILS:
        return "ordinal"  # ``heat_no: 6``, ``step_number: 2``: which one, no amount
    words = set(leaf.path[-2:]) if leaf.path else set()
    if leaf.unit:
        u = unit_of(leaf.unit)
        if u is not None:
            span = key_rate_span(leaf.key)
            if span is not None and span != u.dimension:
                return f"measure:{u.dimension}:{u.name}/per:{span}"  # m3 a day
            return f"measure:{u.dimension}:{u.name}"
    if words & _PERCENT_WORDS:
        return "percent"
    if words & _MONEY_WORDS:
        return "money"
    n = leaf.number
    if n is not None and n == n.to_integral_value() and (words & _COUNT_WORDS or abs(n) < 1000):
        return "count"
    return "plain"


def _div(a: Decimal, b: Decimal) -> Decimal:
    try:
        return a / b
    except (DivisionByZero, InvalidOperation):
        return Decimal(0)


def _apply(op: str, x: Decimal, y: Decimal) -> Decimal | None:
    try:
        if op == "+":
            return x + y
        if op in ("-", "-r"):
            return abs(x - y)
        if op == "*":
            return x * y
        if op == "/":
            return x / y
        if op == "/r":
            return y / x
        if op == "%":
            return x / y * _HUNDRED
        if op == "%r":
            return y / x * _HUNDRED
        if op.startswith("Δ"):
            return abs(x - y) / y * _HUNDRED
        if op == "+%":
            return x * (1 + y / _HUNDRED)
        if op == "-%":
            return x * (1 - y / _HUNDRED)
    except (DivisionByZero, InvalidOperation):
        return None
    return None


def _describe(op: str, a: Operand, b: Operand) -> str:
    sym = {"+": "+", "-": "-", "-r": "-", "*": "×", "/": "/", "/r": "/", "%": "/", "%r": "/"}
    if op.startswith("Δ"):
        return f"change from {b.label} to {a.label}"
    if op in ("+%", "-%"):
        return f"{a.label} {op[0]} {b.label} %"
    if op in ("/r", "%r", "-r"):
        a, b = b, a
    text = f"{a.label} {sym[op]} {b.label}"
    return text + " as a percent" if op in ("%", "%r") else text


def _leaf_label(leaf: Leaf) -> str:
    return f"{leaf.pointer or '/'} ({_fmt(leaf.number)})"


def _fmt(x: Decimal | None) -> str:
    if x is None:
        return "?"
    return format(x.normalize(), "f") if x == x.to_integral_value() else str(x)


def _range(
    items: list[Derivation], keys: list[Decimal], low: Decimal, high: Decimal
) -> list[Derivation]:
    i = bisect.bisect_left(keys, low)
    j = bisect.bisect_right(keys, high)
    return items[i:j]


def _list_aggregates(index: EvidenceIndex, list_id: int) -> list[Derivation]:
    node = index.lists[list_id]
    out: list[Derivation] = []
    where = node.pointer or "/"
    if node.scalars:
        nums = [index.leaves[i] for i in node.scalars if index.leaves[i].number is not None]
        if len(nums) >= 2:
            out.extend(
                _stats(
                    [n.number for n in nums if n.number is not None],
                    f"{where}/*",
                    tuple(n.id for n in nums),
                )
            )
        return out
    if len(node.items) < 2:
        return out
    by_key: dict[str, list[Leaf]] = {}
    cats: dict[str, list[tuple[int, str]]] = {}
    for index_in_list, rid in enumerate(node.items):
        for leaf in index.subtree_leaves(rid, depth=1):
            rel = leaf.pointer[len(index.records[rid].pointer) :]
            if leaf.number is not None and leaf.text is None:
                by_key.setdefault(rel, []).append(leaf)
            elif leaf.kind in ("string", "bool") and leaf.text is None:
                cats.setdefault(rel, []).append((index_in_list, str(leaf.raw)))
    for rel, leaves in by_key.items():
        if len(leaves) < 2:
            continue
        column = [leaf.number for leaf in leaves if leaf.number is not None]
        out.extend(_stats(column, f"{where}/*{rel}", tuple(leaf.id for leaf in leaves)))
        for crel, values in cats.items():
            groups: dict[str, list[Decimal]] = {}
            distinct = {v for _, v in values}
            if not 2 <= len(distinct) <= _MAX_GROUPS:
                continue
            by_pos = dict(values)
            for pos, leaf in enumerate(leaves):
                owner_id = leaf.record
                record = index.records[owner_id] if owner_id is not None else None
                where_in_list: int = pos
                if record is not None and record.position is not None:
                    where_in_list = record.position
                group = by_pos.get(where_in_list)
                if group is not None and leaf.number is not None:
                    groups.setdefault(group, []).append(leaf.number)
            for group, members in groups.items():
                if len(members) >= 2:
                    out.append(
                        Derivation(
                            sum(members, Decimal(0)),
                            f"sum of {where}/*{rel} where {crel[1:]} = {group}",
                            (),
                            "aggregate",
                        )
                    )
                    out.append(
                        Derivation(
                            sum((abs(n) for n in members), Decimal(0)),
                            f"sum of {where}/*{rel} where {crel[1:]} = {group}",
                            (),
                            "aggregate",
                        )
                    )
                    # (each unit's own average: "FZ-01102 averaged 77 over its two visits")
                    out.append(
                        Derivation(
                            sum(members, Decimal(0)) / len(members),
                            f"mean of {where}/*{rel} where {crel[1:]} = {group}",
                            (),
                            "aggregate",
                        )
                    )
    return out


def _stats(nums: list[Decimal], where: str, leaves: tuple[int, ...]) -> list[Derivation]:
    if not nums:
        return []
    total = sum(nums, Decimal(0))
    mags = sum((abs(n) for n in nums), Decimal(0))
    out = [
        Derivation(total, f"sum of {where}", leaves, "aggregate"),
        Derivation(total / len(nums), f"mean of {where}", leaves, "aggregate"),
        Derivation(min(nums), f"minimum of {where}", leaves, "aggregate"),
        Derivation(max(nums), f"maximum of {where}", leaves, "aggregate"),
    ]
    if mags != abs(total):
        out.append(Derivation(mags, f"sum of the magnitudes of {where}", leaves, "aggregate"))
    positives = [n for n in nums if n > 0]
    negatives = [n for n in nums if n < 0]
    if positives and negatives:
        out.append(
            Derivation(
                sum(positives, Decimal(0)), f"sum of the positive {where}", leaves, "aggregate"
            )
        )
        out.append(
            Derivation(
                sum(negatives, Decimal(0)), f"sum of the negative {where}", leaves, "aggregate"
            )
        )
    ordered = sorted(nums)
    if len(ordered) >= 3:
        mid = len(ordered) // 2
        median = ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2
        out.append(Derivation(median, f"median of {where}", leaves, "aggregate"))
    return out


def _record_sums(index: EvidenceIndex, record_id: int) -> list[Derivation]:
    record = index.records[record_id]
    every = index.leaves
    leaves = [
        leaf for i in record.leaves if (leaf := every[i]).number is not None and leaf.text is None
    ]
    for child in record.children:
        leaves.extend(
            leaf
            for i in index.records[child].leaves
            if (leaf := every[i]).number is not None and leaf.text is None
        )
    if not 2 <= len(leaves) <= _MAX_RECORD_NUMBERS:
        return []
    out: list[Derivation] = []
    n = len(leaves)
    kinds = [leaf_kind(leaf) for leaf in leaves]
    for i in range(n):
        for j in range(i + 1, n):
            a, b = leaves[i], leaves[j]
            assert a.number is not None and b.number is not None
            if _compatible_sum(kinds[i], kinds[j]) is None:
                continue  # a temperature and a chance of rain do not add up
            out.append(
                Derivation(
                    abs(a.number) + abs(b.number),
                    f"{a.pointer} + {b.pointer}",
                    (a.id, b.id),
                    "record",
                )
            )
            out.append(
                Derivation(
                    abs(abs(a.number) - abs(b.number)),
                    f"{a.pointer} - {b.pointer}",
                    (a.id, b.id),
                    "record",
                )
            )
            for k in range(j + 1, n):
                c = leaves[k]
                assert c.number is not None
                if _compatible_sum(_compatible_sum(kinds[i], kinds[j]) or "", kinds[k]) is None:
                    continue
                out.append(
                    Derivation(
                        abs(a.number) + abs(b.number) + abs(c.number),
                        f"{a.pointer} + {b.pointer} + {c.pointer}",
                        (a.id, b.id, c.id),
                        "record",
                    )
                )
    return out


def _one_key(how: str) -> str | None:
    """The one output key a derivation's description adds up ("sum of /items/*/fee_cents
    where kind = cabin" -> "fee_cents"; "/a/fee_cents + /a/tax_cents" -> None, two keys),
    whose words say the unit its numbers are kept in."""
    keys = {w.rsplit("/", 1)[-1] for w in how.split() if w.startswith("/")}
    return keys.pop() if len(keys) == 1 else None
