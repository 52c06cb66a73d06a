"""The analyzer's error findings on session 43's probe suite of mixed-shape arithmetic against MXNet 1.9.1.

tests/corpus/probes_s43_arith/ widens the **arith** class of the session 42 suite
(test_probes_s42.py) to four classes of python operators between tensors whose shapes follow from
declarations: **gates** (squeeze-excitation and spatial attention gates, additive key masks,
reshapes to literal size-1 axes, pooled gates), **reductions** (statistics taken with and without
keepdims, ``F.norm``, ``sum_axis``, a transpose), **losses** (per-sample losses with a summed
penalty, masks expanded onto a loss, declared per-class weights) and **params** (declared
per-channel scale/shift Parameters against Dense(flatten=False), Conv and Embedding outputs). Half of
each class is legal: the same arithmetic spelled with ``F.broadcast_*``, operands of equal shapes,
scalar operands. Each probe was run eagerly and hybridized in MXNet 1.9.1 once, by
bench/mxnet_probes.py; its verdict (``probes_s43_arith/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s43_arith`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
}

SUITE = ProbeSuite("probes_s43_arith", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
