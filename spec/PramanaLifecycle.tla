--------------------------- MODULE PramanaLifecycle ---------------------------
(***************************************************************************)
(* The Pramana claim lifecycle: Emit -> Verify -> Suppress | ShowToPrincipal *)
(* over an append-only, bounded audit trail, with the invariants that       *)
(* nyaya.attest.lifecycle enforces at run time:                             *)
(*                                                                          *)
(*   P-1 single emission          a claim is emitted once, by one agent     *)
(*   P-2 one terminal verification                                           *)
(*   P-3 audit completeness       every terminal verification, suppression  *)
(*                                and disclosure is in the trail; a step    *)
(*                                that cannot be audited does not happen    *)
(*   P-4 disclosure coupling      shown => emitted, verified, disclosed;    *)
(*                                suppressed and shown are disjoint         *)
(*                                                                          *)
(* TLC is not installable on nyaya's machines; `python -m                   *)
(* nyaya.attest.explore` explores the real Python implementation over the   *)
(* same bounds instead. Its state count differs from TLC's: TLC's states    *)
(* include the order of trail entries, the explorer's only the trail length.*)
(* tests/attest/test_attest_spec_model.py transcribes Next into Python and  *)
(* checks that, so projected, both reach exactly the same states.          *)
(***************************************************************************)
EXTENDS Naturals, Sequences, FiniteSets

CONSTANTS Claims, Agents, Verifiers, Principals, MaxTrail, NoOne

ASSUME NoOne \notin Agents \cup Verifiers
ASSUME MaxTrail \in Nat

Statuses == {"verified", "rejected", "unverifiable"}
Kinds == {"emit", "verify", "suppress", "disclose"}

VARIABLES emitter, status, verifier, suppressed, shown, trail

vars == <<emitter, status, verifier, suppressed, shown, trail>>

Entry(k, c) == [kind |-> k, claim |-> c]

TypeOK ==
    /\ emitter \in [Claims -> Agents \cup {NoOne}]
    /\ status \in [Claims -> Statuses \cup {"pending", "absent"}]
    /\ verifier \in [Claims -> Verifiers \cup {NoOne}]
    /\ suppressed \subseteq Claims
    /\ shown \in [Claims -> SUBSET Principals]
    /\ trail \in Seq([kind : Kinds, claim : Claims])

Init ==
    /\ emitter = [c \in Claims |-> NoOne]
    /\ status = [c \in Claims |-> "absent"]
    /\ verifier = [c \in Claims |-> NoOne]
    /\ suppressed = {}
    /\ shown = [c \in Claims |-> {}]
    /\ trail = <<>>

(* P-3 by construction: a step takes effect only together with its entry. *)
Audit(k, c) ==
    /\ Len(trail) < MaxTrail
    /\ trail' = Append(trail, Entry(k, c))

Emit(c, a) ==
    /\ emitter[c] = NoOne
    /\ Audit("emit", c)
    /\ emitter' = [emitter EXCEPT ![c] = a]
    /\ status' = [status EXCEPT ![c] = "pending"]
    /\ UNCHANGED <<verifier, suppressed, shown>>

Verify(c, v, s) ==
    /\ status[c] = "pending"
    /\ Audit("verify", c)
    /\ status' = [status EXCEPT ![c] = s]
    /\ verifier' = [verifier EXCEPT ![c] = v]
    /\ UNCHANGED <<emitter, suppressed, shown>>

Suppress(c) ==
    /\ status[c] \in Statuses
    /\ c \notin suppressed
    /\ shown[c] = {}
    /\ Audit("suppress", c)
    /\ suppressed' = suppressed \cup {c}
    /\ UNCHANGED <<emitter, status, verifier, shown>>

ShowToPrincipal(c, p) ==
    /\ status[c] = "verified"
    /\ c \notin suppressed
    /\ p \notin shown[c]
    /\ Audit("disclose", c)
    /\ shown' = [shown EXCEPT ![c] = @ \cup {p}]
    /\ UNCHANGED <<emitter, status, verifier, suppressed>>

Next ==
    \E c \in Claims :
        \/ \E a \in Agents : Emit(c, a)
        \/ \E v \in Verifiers, s \in Statuses : Verify(c, v, s)
        \/ Suppress(c)
        \/ \E p \in Principals : ShowToPrincipal(c, p)

Spec == Init /\ [][Next]_vars

-----------------------------------------------------------------------------
Positions(k, c) == {i \in 1..Len(trail) : trail[i] = Entry(k, c)}
Count(k, c) == Cardinality(Positions(k, c))
First(k, c) == CHOOSE i \in Positions(k, c) : \A j \in Positions(k, c) : i <= j

P1_SingleEmission ==
    \A c \in Claims : Count("emit", c) = IF emitter[c] = NoOne THEN 0 ELSE 1

P2_OneTerminalVerification ==
    \A c \in Claims : Count("verify", c) = IF status[c] \in Statuses THEN 1 ELSE 0

P3_AuditCompleteness ==
    \A c \in Claims :
        /\ status[c] \in Statuses => Count("verify", c) = 1
        /\ Count("suppress", c) = IF c \in suppressed THEN 1 ELSE 0
        /\ Count("disclose", c) = Cardinality(shown[c])

P4_DisclosureCoupling ==
    \A c \in Claims :
        shown[c] # {} =>
            /\ emitter[c] # NoOne
            /\ status[c] = "verified"
            /\ Count("verify", c) = 1
            /\ Count("disclose", c) >= 1
            /\ First("verify", c) < First("disclose", c)

SuppressShowDisjoint ==
    \A c \in Claims : ~(c \in suppressed /\ shown[c] # {})

TrailBounded == Len(trail) <= MaxTrail

(* Temporal properties: what is decided stays decided; the trail only grows. *)
EmitterStable ==
    [][\A c \in Claims : emitter[c] # NoOne => emitter'[c] = emitter[c]]_vars

TerminalStable ==
    [][\A c \in Claims : status[c] \in Statuses => status'[c] = status[c]]_vars

TrailAppendOnly ==
    [][Len(trail') >= Len(trail) /\ SubSeq(trail', 1, Len(trail)) = trail]_vars
=============================================================================
