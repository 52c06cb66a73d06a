"""The analyzer's error findings on the session-74 probe suite (H541, issue #10) against what real MXNet 1.9.1 did.

tests/corpus/probes_s74/ holds small HybridBlocks of six families the earlier suites do not cover, written
blind (before the analyzer was run on them) in the styles real Gluon 1.x code of each family uses:
performer (FAVOR+ attention: positive random features from a projection constant, linear attention by
``batch_dot`` with its (B, L, 1) normaliser, ReLU kernels with heads by reshape codes, orthogonal features
from a QR in ``__init__``, the keepdims-max stabiliser, a causal lower-triangular mask, d^-1/4 scaling),
segformer (overlapping patch embedding folded back with a constructor's size, efficient self-attention
with a spatial-reduction conv, Mix-FFN's depthwise conv, in-place residuals, the all-MLP decoder resized
``like`` the first stage, DropPath under ``is_training``, the head's upsampling), ghostnet (the Ghost
module's concat cut to ``oup`` channels, squeeze-excite with a hard sigmoid, make_divisible widths, the
bottleneck's shortcut chosen in ``__init__``, a cfg-list body, GhostNetV2's DFC attention gate),
schnet (pairwise distances, a Gaussian RBF expansion against centres held as a constant or a Parameter,
the cosine cutoff, shifted softplus, a self-interaction mask from ``eye``, interaction blocks in a python
list, readouts), cbam (channel attention from average and max descriptors through a shared MLP, spatial
attention from channel mean/max, log-sum-exp pooling, a ResNet block with CBAM, the attention map kept
for visualisation, gates chosen by flags) and neumf (GMF, NeuMF towers from a layer list, biased MF with
a global-bias Parameter, candidate scoring of K items, a BPR difference).
Illegal constructs: ``.shape`` (heads, a scale, patch sizes, a DropPath mask, an upsampling scale, a
channel cut, a pooling kernel, a flatten, zeros, ``eye``, a mean's count), ``len()`` of a tensor,
``.asscalar()``/``.asnumpy()``, ``nd.`` arrays and draws in the graph, ``Parameter.data()`` while traced,
an initializer holding a python list, legacy subscripts (``out[:, :oup]``, ``items[:, k]``), ``+=``
residuals, and plain operators on shapes that differ ((B, L, D) over a (B, L, 1) normaliser, (B, L, m)
minus a keepdims max, (B, L, L) times an (L, L) mask, (B, C, H, W) times a (B, C, 1, 1) gate,
(B, N, 1, 3) minus (B, 1, N, 3), (B, N, F) minus a (1,) ``ones``, (B, N, N, 1) minus (K,) centres,
(B, C, HW) minus its (B, C, 1) max, (B,) plus a (1,) Parameter, (B, 1, D) times (B, K, D)).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s74/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s74``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {}

SUITE = ProbeSuite("probes_s74", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
