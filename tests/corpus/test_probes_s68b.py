"""The analyzer's error findings on the session-68 second probe suite (H481) against what real MXNet 1.9.1 did.

tests/corpus/probes_s68b/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses (GluonCV/GluonNLP idioms, ports from
PyTorch): simcc (pose estimation by coordinate classification: joint maps flattened by reshape codes into
tokens, 1-D x/y logits of length W*k and H*k, argmax decoding divided by the split ratio, a confidence from
the two axes' maxima, a KL loss with a temperature over softmax-smoothed labels, an RTMPose gated attention
unit with a squared-ReLU kernel and per-channel offsets on Parameters), netvlad (soft assignment by a 1x1
conv and softmax, residuals to the centroids by one ``batch_dot`` minus the assignment mass times each
centroid, intra-normalisation and a global L2 norm, ghost clusters dropped by ``slice_axis``, GeM pooling
with a learned (1,) exponent, a MixVPR feature mixer over maps flattened by the code ``-3``), gflownet
(forward/backward policies with masks of illegal actions by ``where`` or ``- (1 - mask) * 1e9``, trajectory
balance with a learned (1,) log Z, detailed balance by ``pick`` of the taken actions, an exploration epsilon
mixing a uniform over legal actions), emformer (segments by the reshape code ``(0, -4, -1, S, -2)``, memory
bank summaries, right-context frames ``take``n by an index constant, a segment mask built in ``__init__``,
memory carried between chunks, a causal depthwise conv module with a GLU), kpconv (neighbours ``take``n
by precomputed indices with a shadow point, distances to kernel points, the linear correlation
``relu(1 - d / sigma)``, per-kernel-point weight matrices applied by ``batch_dot``, a deformable variant with
offsets reshaped by codes, strided max pooling over pooled neighbourhoods) and lmu (Legendre memory units:
A and B of the Pade delay discretised by zero-order hold in ``__init__`` and held as constants, a cell
unrolled over a constructor's step count, memories of ``memory_d`` delays through reshape codes, the
parallel memory as a causal ``Convolution`` with the impulse response as a constant kernel, stacked cells
with state lists).
Illegal constructs: ``.shape`` (logit lengths, a flatten, a step count, a segment count, a neighbourhood
size), ``len()`` of a tensor (a batch mean and a cloud mean: silently N times larger once traced), tensor
``if``s, ``.asnumpy()``, ``nd.`` calls in the graph, legacy subscripts (ghost clusters ``a[:, :k]``, the
memory's oldest slot ``memory[:, 1:]``, a weight matrix ``weight[i]``), ``+=`` (token refinement, a
hidden pre-activation), iteration over a tensor (clusters, segments, time steps), and plain operators on
shapes that differ ((B, K, s) against (s,) Parameters, (B, K, 1) mass against (1, K, D) centroids, a
(B, C, H, W) map ``**`` a (1,) exponent, a (1,) log Z against (B,) sums, a (B, A) mask against its (B, 1)
count, (B, T, T) scores against a (T, T) mask, (N, H, 1, 3) neighbours against (K, 3) kernel points, a
(B, 1) input against a (1, order) row).
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p10`` (60
probes) and ``p2x`` (25, aimed at subtler code: helpers and methods without F, subclass overrides, ``**kwargs``,
lists/dicts of tensors, seven numpy-mode probes whose plain broadcasts, basic slices and ``forward``-mode
``.shape`` are legal, and a negative index of a split output).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s68b/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s68b``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "lmu/p04_memory_update_plain_mul_b_row.py":
        "HYB008: `u * b_row` of the (B, 1) output of a Dense(1) and the (1, order) constant `b.T.copy()`, where "
        "`a, b = lmu_matrices(order, theta)` unpacks a module helper's tuple of slices `e[:order, order:]` of a "
        "matrix exponential summed in a loop (`e = e + term`); both operands have 2 axes, so only the sizes "
        "differ, and neither a tuple unpacked from a helper nor a value a loop rebinds states a constant's sizes",
}

SUITE = ProbeSuite("probes_s68b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
