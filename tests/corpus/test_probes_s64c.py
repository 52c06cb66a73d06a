"""The analyzer's error findings on the session-64 third probe suite (H428) against what real MXNet 1.9.1 did.

tests/corpus/probes_s64c/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses: simsiam (SimSiam/BYOL:
projector and predictor MLPs, stop-gradient by ``BlockGrad``/``stop_gradient``, the symmetric
negative cosine, a momentum target network updated outside the graph, an eager-only collapse monitor
behind ``if F is nd``), lintrans (linear transformers: ``elu(x) + 1`` feature maps by ``LeakyReLU``,
``K^T V`` by ``batch_dot`` summed over the sequence, the normaliser ``Q . sum(K)``, a causal variant by
``cumsum`` over time, heads by reshape codes or ``F.split`` lists, a numpy-mode ``forward``), u2net
(nested RSU blocks with dilated inner convs, side outputs upsampled ``like`` the input and fused by a
1x1 conv, a deep-supervision BCE over the list of side outputs, a python deep-supervision flag),
attunet (attention gates: a gating signal from the coarser level, additive attention coefficients by
sigmoid resampled to the skip's size, decoder concatenation, skips cropped by ``slice_like``),
realnvp (affine coupling with checkerboard masks built from the configured H and W as constants, and
channel masks by ``F.split``; squeeze by reshape codes and a transpose; per-sample log-dets;
tanh-scaled log-scales with a learned scale) and ecapa (ECAPA-TDNN: Res2 blocks splitting channels
into scale groups processed in a python loop, squeeze-excitation over time, attentive statistics
pooling with the global mean/std concatenated to every frame, AAM-softmax). Illegal constructs:
``.shape`` (a batch size, a frame loop, an upsampled size, a squeeze, a group width, repeats),
``len()`` of a tensor (a batch mean), ``.size``, tensor ``if``s, ``.asnumpy()``, ``nd.`` calls in the
graph (``batch_dot``, ``sigmoid``, ``array``), legacy subscripts (heads, a saliency channel, a crop,
channel halves), ``+=``, iteration over a tensor (stacked side maps, reshaped scale groups) and plain
operators on shapes that differ ((N, D) by (N, 1) norms, (N, T, d) by an (N, T, 1) normaliser,
(N, C, H, W) by (N, 1, H, W) coefficients, by a (1, 1, H, W) mask and by a (C, 1, 1) Parameter,
(N, 1, H, W) by (N, 1, 1, 1), (N, C, T) by (N, C, 1), (N, C) plus (N, 1)).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s64c/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s64c``
prints precision and recall per class.
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p10``
(60 probes) and ``p2x``.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
}

SUITE = ProbeSuite("probes_s64c", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
