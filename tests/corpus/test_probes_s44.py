"""The analyzer's error findings on the session-44 probe suite against what real MXNet 1.9.1 did.

tests/corpus/probes_s44/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code uses: gen (AdaIN and instance-norm statistics,
pixel shuffle/unshuffle with reshape codes and with ``x.shape``, noise injection, spectral-norm power
iteration, minibatch-stddev layers, upsample-and-add skips), attn (positional encodings cut with
``slice_like`` or ``pe[:, :x.shape[1]]``, causal masks from ``arange_like`` or ``F.arange(T)``,
SequenceMask padding, head split/merge by reshape codes and by shape, relative-position tables,
key/value caches passed as lists), graph (adjacency ``batch_dot``, degree normalisation, k-NN with
``topk`` + ``one_hot``/``pick``/``gather_nd``, relations as a python list or a stacked tensor, edge
features), prob (GluonTS-like heads with softplus, mean scalers, numpy-mode heads, sampling with
``F.random``/``F.sample_*``), flow (``foreach``/``while_loop``/``cond`` with closures, loops over
constructor ranges and over ``x.shape``, recursion over a child list, early exits on python flags and
on tensor values) and contrib (``F.Custom``, ``BilinearResize2D``, ``ROIAlign``, ``box_nms``,
``MultiBoxPrior``, straight-through and clip/round quantisers). Each was run eagerly and hybridized
in MXNet 1.9.1 once, by bench/mxnet_probes.py; its verdict (``probes_s44/verdicts.json``) is the truth
here: an ``illegal`` probe must get an error-level finding, a ``legal`` one none.
``python -m tests.corpus.test_probes_s44`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {}

SUITE = ProbeSuite("probes_s44", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
