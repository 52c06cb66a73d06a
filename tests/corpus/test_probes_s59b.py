"""The analyzer's error findings on the session-59 probe suite (H367) against what real MXNet 1.9.1 did.

tests/corpus/probes_s59b/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code uses: deepar (probabilistic forecasting: targets
scaled by their mean absolute value with ``keepdims`` and ``broadcast_div``, observed-value
weighted scales floored by ``F.maximum``, lagged inputs by ``slice_axis`` over a python lag list,
Gaussian heads with softplus scales and reparameterised samples from a noise input,
negative-binomial heads through ``gammaln``, ancestral sampling loops), lightgcn (graph
collaborative filtering: propagation by ``dot`` with the adjacency over a python layer count,
layer means by ``add_n`` or python's ``sum``/``len`` over a list, symmetric normalisation by
``broadcast_mul`` with row and column reshapes, BPR scores of ``take``-n user/item rows, the joint
table split by python counts), convnext (7x7 depthwise convs, channels-last ``LayerNorm`` via
transposes, layer-scale gammas, stochastic depth behind ``autograd.is_training()`` in a helper
function, channels-first norms by hand, patchify stems, stage lists, a numpy-mode ``forward``),
rwkv (token shift by ``concat`` of ``zeros_like`` and ``slice_axis``, time mixing with learned
decays over a python context length, squared-ReLU channel mixing, recurrent steps returning state
tuples, stacks over ``*states`` with ``zip`` of children), gmlp (spatial gating units splitting
channels by ``split``, token mixing by a Dense between ``swapaxes`` or a kernel-1 ``Conv1D`` over
the sequence axis, aMLP tiny attention added to the gate, causal masks as ``get_constant``, a
numpy-mode ``hybrid_forward``) and vqvae (codebook distances by broadcast operators, ``argmin``
codes looked up by ``take`` or ``one_hot``/``dot``, ``reshape_like`` back, the straight-through
estimator by ``BlockGrad``, codebook and commitment losses, EMA statistics returned as outputs,
perplexity by ``exp``, a numpy-mode ``forward``). Illegal constructs: ``.shape`` (in ``range``, unpacked,
for ``eye``, a split point, an attention scale, a reshape target), ``.size``, ``len()`` of a tensor
(silently 1: a wrong mean, a one-step loop over a time-major input), ``+=`` on tensors, ``.asscalar()``/``float()``, legacy subscripts
(``x[:, :-1]``, a tensor index), a tensor ``if``, a Parameter's ``.data()``, ``nd.array`` of a
numpy mask, item assignment on a Parameter argument, and plain operators on shapes that differ
((N, T) by (N, 1) scales, (N, N) by (N,) degrees, (N, C, H, W) by (C, 1, 1) gammas and (N, 1, H, W)
means, (N, C) by (C,) decays, (M, 1) + (K,) distances, (K, D) by (K, 1) sizes, (K,) by (1,) totals, (N, T, C) + (N, T, 1)
attention gates, (N, H, W, C) by a (C,) gamma), the NDArray-only ``.T``. Written in two batches
(60 probes ``p0x``/``p1x`` before the analyzer was read, 12 ``p2x`` after its first changes, each batch
recorded and measured at fd84506a before any change for it). Each was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its
verdict (``probes_s59b/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s59b`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
}

SUITE = ProbeSuite("probes_s59b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
