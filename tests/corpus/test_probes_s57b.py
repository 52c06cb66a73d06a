"""The analyzer's error findings on the session-57 probe suite (H349) against what real MXNet 1.9.1 did.

tests/corpus/probes_s57b/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code uses: pillars (LiDAR PointPillars: pillar feature
nets decorating points with their offset from a keepdims pillar mean, padding masks of the points
by ``contrib.arange_like``, scatter of a dense or sparse pillar grid to the BEV canvas by reshape
codes or a one-hot product with constant coordinates, per-sample loops, a numpy-mode ``forward``),
active (active learning and uncertainty: MC-dropout passes in python loops, BALD and entropy
acquisition, deep ensembles in a HybridSequential, ensemble variance, margin by ``topk``/``split``,
temperature Parameters, abstention by ``where``), predrnn (video prediction: ConvLSTM cells with
split gates over split frames, PredRNN's zigzag spatiotemporal memory, scheduled sampling by a 1-D
``where`` condition, decoupling losses, last observed frames by ``slice_axis`` and legacy
subscripts, a numpy-mode roll-out), landmark (keypoint heatmaps: soft-argmax over constant grids or
``arange_like`` ranges, heatmap argmax + offsets by ``pick``, wing losses by ``where``, visibility
weights, stacked stages with intermediate supervision), boardgame (AlphaZero-style policy/value
nets over board planes, legal-move masks, dihedral test-time averaging, side-to-move signs, pass
logits, history planes by ``split``) and sampling (text-generation decoding: temperature, top-k and
nucleus filtering with ``topk``/``sort``/``cumsum``, CTRL repetition penalties by ``one_hot``,
no-repeat bigram blocking, greedy steps by ``pick``, beam steps with length penalties, EOS checks).
Each was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s57b/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s57b``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "predrnn/p03_time_major_frames_loop_over_len.py":
        "HYB013/HYB003: `for t in range(len(frames))` with `self.conv(frames[t])` on the block input "
        "`frames`, a plural name (kinds.listy) used only in ways a python list allows (len, a subscript "
        "by the loop counter, a child's argument): hybrid_forward may be handed a list of frames, which "
        "would be legal, and nothing in the block shows one tensor (the same loop over an input named "
        "`x` is reported)",
}

SUITE = ProbeSuite("probes_s57b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
