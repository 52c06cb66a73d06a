"""The analyzer's error findings on the session-71 suite adapted from public Gluon code reviewed by hand (H516).

tests/corpus/probes_s71real/ holds small HybridBlocks adapted from the error-level constructs a hand review
of public code met (tests/corpus/HELDOUT.md, "public code re-reviewed by hand: ... session 71"), one family
(public): a face-recognition library's metric losses (a DocFace MPS loss whose hardest negatives, given an
axis back by ``expand_dims``, meet the ``F.diag`` positives in a plain ``-``; a range loss's pairwise-
distance helper with ``.T`` and ``F.equal``; p01, true since the 2026-11-23 round on gluon-face, was lost at
session 64's merge 7bed2192 and is found again), a one-shot NAS supernet's batch norm blending batch
statistics by ``F.add``/``F.multiply`` (its twin, the blend by plain operators between (C,) statistics
and a (C,) Parameter, was a false HYB008 at 56da7fdd), and a course ResNet printing each block's output
shape under a ``verbose`` flag.  Each illegal construct has a legal twin written for both namespaces.
Each probe was run eagerly and hybridized in MXNet 1.9.1 by
bench/mxnet_probes.py; its verdict (``probes_s71real/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s71real`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {}

SUITE = ProbeSuite("probes_s71real", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
