"""The analyzer's error findings on the session-58 probe suite (H359) against what real MXNet 1.9.1 did.

tests/corpus/probes_s58b/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code uses: dlrm (recommendation models: bottom MLPs,
one embedding table per sparse field, weighted embedding bags, pairwise dot interactions by
``batch_dot`` with the lower triangle taken by a Constant of flat indices or by python loops, a
hashing trick by a Parameter's shape, a numpy-mode ``forward``), adasoftmax (adaptive and
class-based softmax: head shortlists and cluster log-probs, tails behind projections, python
cutoffs, cluster masks by ``where``, target log-probs by ``pick``, weight tying through a Parameter
handed to hybrid_forward or read by ``.data()``), octconv (octave convolutions over (high, low)
pairs: pooling and nearest or ``repeat`` upsampling between them, alpha channel splits, octave
squeeze-excitation gates, a python ``if`` on ``alpha_out``, an in-place residual, numpy mode),
cornernet (corner pooling as a reverse cumulative max by doubling shifts, heatmap NMS by max-pool
equality, top-K decoding by python sizes, grouping embeddings' distance tables, offsets gathered by
``gather_nd`` with ``arange_like`` batch indices, item assignment), grounding (phrase grounding and
referring expressions: phrase vectors from embeddings, region projections, ``batch_dot`` and
elementwise fusion, concat fusion by ``broadcast_like``, masked cross-modal attention, best boxes by
``one_hot``, a GRU over words) and pitch (CREPE-style pitch estimation: cents bins held as a
Constant, local weighted averages around the argmax by ``arange_like`` masks, voicing thresholds by
``where``, cents to Hz by ``2 **``, framing by reshape codes, frame normalisation).
Each was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s58b/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s58b``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "adasoftmax/p02_adaptive_log_prob_tail_plus_cluster_plain_add.py":
        "HYB008: a tail's (B, osz) log_softmax `+` the (B, 1) width-1 `slice_axis` of the head's "
        "log-probs, a pair the rule reports only when the shape walk proves the other side wider "
        "than 1 (a width-1 slice alone is no proof: beside a (B, 1) array it matches). Here the "
        "walk knows neither factor of that width: the tail is reached as a loop item of a "
        "HybridSequential (`for i, tail in enumerate(self.tails)`; even items all declared "
        "`Dense(4)` are not read, nor `self.tails[i]`), and its units are "
        "`self.cutoffs[i + 1] - self.cutoffs[i]`, computed from a config list in an __init__ "
        "loop. The same sum with `self.tail = nn.Dense(4)` called directly is reported",
}

SUITE = ProbeSuite("probes_s58b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
