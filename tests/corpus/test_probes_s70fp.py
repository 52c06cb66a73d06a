"""The analyzer's error findings on the session-70 adversarial suite (H509, issue #10) against what real MXNet 1.9.1 did.

tests/corpus/probes_s70fp/ holds small HybridBlocks written white-box against the analyzer changes of
session 70, to find legal code their "probably" evidence flags, with a few illegal look-alikes so both
sides are measured: selfscores (H501: HYB008's (N, 1, T) row beside the (N, T, T) scores of an array
against itself -- a single token whose T is 1, numpy-mode `+`, a row broadcast to the scores, locals bound
once in a loop or a branch, a name rebound between the scores' two sides; illegal plain `+`), seqtuple
(H503: Sequentials of one-output layers read as one tensor -- a HybridSequential subclass or a built
Sequential the parent grows by a two-output block, a builder method a subclass overrides, add(*layers) of a
list holding a two-output block, a builder whose branch adds one; illegal `[0]` of one tensor), heldcalls
(H505: a helper's `*ts` items counted from the end at two calls of different counts, a returned dict display
changed at the caller, `**kw` entries stored, popped or read by `.get` with a default; illegal look-alikes)
and ctxinput (H502: `.context` under an `F is mx.nd` guard, a numpy table; an illegal `t.context`).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s70fp/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s70fp``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
}

SUITE = ProbeSuite("probes_s70fp", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
