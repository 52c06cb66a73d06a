"""The analyzer's error findings on the session-63 third probe suite (H413) against what real MXNet 1.9.1 did.

tests/corpus/probes_s63c/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses: yolov5 (the Focus space-to-depth
by strided ``F.slice``, CSP blocks splitting channels by ``F.split`` into a residual path and a kept
path, SPPF's three chained 5x5 max pools concatenated, the Detect head reshaped by codes to
(N, A, K, H, W) and decoded with grid and anchor constants), vilbert (co-attention between (N, R, d)
image regions and (N, T, d) text tokens with separate masks turned into additive biases, region
features plus box-position embeddings, pooled heads from the first token and a region mean, heads by
reshape codes behind a python mask flag), td3 (a tanh actor scaled by a configured bound, target policy
smoothing with clipped noise, twin critics on the concatenated state and action and their ``minimum``,
a delayed actor update as a python flag), swav (prototypes as a row-normalised Parameter applied by
``FullyConnected``, Sinkhorn-Knopp in a fixed-count loop with configured sizes, multi-crop views in a
python list, the swapped prediction loss with temperatures), retnet (decay masks ``gamma ** (i - j)``
from numpy or from ``F.arange`` of a configured length, per-head gamma constants, a chunkwise
recurrent state in a python loop, ``GroupNorm`` per head) and pix2seq (box coordinates quantised into
bin tokens, noise tokens concatenated as sequence augmentation, a ``np.tril`` causal mask constant,
dequantisation by ``argmax`` over the coordinate vocabulary). Illegal constructs: ``.shape`` (the
Detect head's view, text positions, Sinkhorn sizes, a decay length), ``len()`` of a tensor (a loss
divided by the batch or by stacked crops: silently 1 once traced), a tensor ``if``, ``.asnumpy()``,
``mx.nd.array``/``mx.nd.arange`` inside the graph, legacy subscripts (Focus's ``x[:, :, ::2, ::2]``,
``qkv[:, :, :d]``), iteration over a tensor (per-sample critics), and plain operators on shapes that
differ ((N, A, H, W, 2) sizes times a (1, A, 1, 1, 2) anchor constant, (N, T, R) scores plus an
(N, 1, R) mask, an (N,) reward plus an (N, 1) critic, (K, B) codes over their (1,) total, (N, H, L, L)
scores times an (H, L, L) decay). Each probe was run eagerly and hybridized in MXNet 1.9.1 by
bench/mxnet_probes.py; its verdict (``probes_s63c/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s63c`` prints precision and recall per class.
Written in two batches, each recorded and measured before the next was written: ``p0x`` (42 probes)
and ``p2x`` (aimed at subtler code after seeing the first).
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {}

SUITE = ProbeSuite("probes_s63c", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
