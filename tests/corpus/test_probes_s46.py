"""The analyzer's error findings on the session-46 probe suite against what real MXNet 1.9.1 did.

tests/corpus/probes_s46/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code uses: gan (noise injection by ``random.normal_like``
and from ``x.shape``, minibatch-stddev by ``broadcast_like`` / a backend guard / ``x.shape`` tiling,
WGAN-GP interpolation weights, spectral normalisation with ``u`` as a Parameter, as an NDArray
attribute and with ``.asscalar()``, label smoothing, conditional embeddings, a truncation ``if`` on a
python value, a projection discriminator returning before its label is read), seg (ASPP/PSP pooling
resized ``like`` the input or from ``x.shape``, U-Net skips by ``slice_like`` and by python crops,
auxiliary heads, ignore-index losses by ``where``, item assignment, ``boolean_mask`` and a python
``if``, reflect/edge padding, numpy-mode boundary slices, multi-scale sums), points (PointNet max,
T-Nets with the identity added or tiled, kNN by ``topk``, neighbour gathers, farthest-point
sampling, centroid subtraction, ``split`` into xyz and features), style (Gram matrices, instance
norm and AdaIN statistics, total variation by ``slice_axis`` and by slices in both array modes,
normalisation constants as NDArrays and as constant Parameters), ts (DeepAR-style mean scaling,
lags by ``slice_axis``/slices/``F.array``, softplus distribution heads, past/future splits,
observed-value masks) and decode (beam steps by ``topk`` and ``floor``, positional tables,
valid-length softmax, causal masks, teacher forcing by python loops, ``contrib.foreach`` and
``while_loop``). Each was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its
verdict (``probes_s46/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s46``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {}

SUITE = ProbeSuite("probes_s46", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
