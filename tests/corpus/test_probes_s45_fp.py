"""The analyzer's error findings on the session-45 false-positive suite against what real MXNet 1.9.1 did.

tests/corpus/probes_s45_fp/ holds small HybridBlocks written for this project, most of them LEGAL
idioms that a shallow analyzer mistakes for hybridization bugs, each beside an illegal near-twin so
that recall is measured too: guard (shapes read only under ``if F is mx.nd`` or an NDArray
``isinstance`` test, python scalars, strings and None defaults tested with ``if``, ``**kwargs``
forwarding, ``range(self._num_layers)`` and python ``while`` counters, against unguarded ``.shape``,
``if`` on a tensor value and ``.asscalar()``), container (``F.split``/``SliceChannel`` results
indexed and unpacked, lists, tuples and dicts of tensors indexed and ``len()``ed, LSTMCell unroll
states, ``foreach`` closures over python lists, against ``.shape`` of a piece, a split count from the
input's shape, negative indexes of an output group, iteration over a tensor and ``.asnumpy()``) and
attr (operator methods both namespaces have: ``reshape`` codes, ``astype``, ``expand_dims``,
``slice_axis``, ``transpose``, ``broadcast_*``, shapes equal by their declarations, numpy-mode
slicing and ``.T``, against ``x.shape``, ``x.ndim``, ``x.dtype`` and ``+`` between different shapes).
Each was run eagerly and hybridized in MXNet 1.9.1 once, by bench/mxnet_probes.py; its verdict
(``probes_s45_fp/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s45_fp`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
}

SUITE = ProbeSuite("probes_s45_fp", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
