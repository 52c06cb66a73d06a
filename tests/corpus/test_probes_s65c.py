"""The analyzer's error findings on the session-65 third probe suite (H442) against what real MXNet 1.9.1 did.

tests/corpus/probes_s65c/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses, about a third of them in
MXNet-2-style numpy mode (``npx.set_np()``: ``forward`` blocks, ``hybrid_forward`` blocks with
``F.np``/``F.npx`` ops, and numpy-mode children inside legacy parents and the reverse):
convmixer (patch embedding by a strided conv, depthwise convs with residuals, pointwise convs,
GELU by ``LeakyReLU(act_type="gelu")``, layer scales, even kernels cut back by ``slice_like``),
rtdetr (a hybrid encoder with attention on the last level only, flattened by reshape codes and
restored by ``reshape_like``, cross-scale fusion by upsampling and concat; query selection by
``topk`` of class scores and a ``one_hot`` gather; denoising query splits and attention masks),
mae (random masking by ``argsort`` of uniform noise given as an input, ``len_keep`` from the
constructor, mask tokens spread by ``broadcast_like`` and unshuffled by the restore ids, a loss on
masked patches with per-patch normalised targets), focalnet (focal modulation: a projection split
into query, context and gates, stacked depthwise convs of growing kernels, gated aggregation from
``ctx_all = 0``, a global pooled level, a 1x1 modulator), deepgcn (dilated k-NN from pairwise
distances and ``topk`` with a strided ``slice``, edge features ``(x_j - x_i, x_i)``, max and softmax
aggregation with a learned temperature, pre-activation residuals) and dvae (Gumbel-softmax over
codebook logits with a python temperature schedule, hard codes by ``argmax``/``one_hot`` and a
straight-through estimator, the logit-Laplace loss, KL to a uniform prior).
Illegal constructs: ``.shape`` (a token grid, a fold-back, a top-k count, ``len_keep``, ``tile``
reps, a pool kernel, a neighbour count, a one-hot depth), ``.size``, ``len()`` of a tensor, a tensor
``if``, ``.asnumpy()``, ``nd.`` calls in the graph, legacy subscripts (an even-kernel crop, a
denoising split, gates, a stride dilation), ``+=`` (residuals, gated aggregation), iteration over a
tensor, plain operators on shapes that differ ((N, C, H, W) by a (C, 1, 1) Parameter, by an
(N, 1, H, W) gate and by a (K, 1, 1) constant, (N, Q, Q) by (Q, Q), (N, L, D) by (N, L, 1),
(N, P, k, C) by (N, P, 1, C) and by a (1,) Parameter), and numpy-mode ``forward`` children whose
``np``/``npx`` functions or ``.shape`` meet the symbols of a hybridized legacy parent.
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s65c/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s65c``
prints precision and recall per class.
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p1x``
(72 probes) and ``p2x`` (24, aimed at subtler code after seeing the first: numpy-mode ``hybrid_forward``
blocks with basic slices, ``None`` indexing, ``.shape``, ``len()`` and ``.detach()`` of numpy symbols,
numpy-mode ``forward`` blocks two levels under legacy parents or inside an ``nn.HybridSequential``,
a numpy-mode parent over legacy children, negative indices of ``F.split`` outputs, ``len()`` of a
python list of losses, host monitors behind ``if F is nd``, expanded masks and split gates against
plain operators).
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "dvae/p05_kl_uniform_prior_constant_plain_sub.py":
        "HYB008: `log_q - log_prior`, a `get_constant` of `np.full((codes, 1, 1), ...)` against "
        "`F.log_softmax` of the input `logits`, whose rank and sizes nothing in the file states: a "
        "(K, 1, 1) input makes the same line legal (as s64c realnvp/p02)",
    "focalnet/p22_numpy_parent_numpy_levels_shape.py":
        "HYB018: numpy-mode `forward` children run through an `nn.HybridSequential` under a "
        "numpy-mode `forward` parent; the file has no `hybrid_forward`, so it reads as MXNet-2 code, "
        "where it is legal; MXNet 1.9.1 traces the container's own hybrid_forward once the parent is "
        "hybridized and the children's `npx.relu` meets numpy Symbols",
    "focalnet/p23_split_gate_plain_mul_one_channel.py":
        "HYB008: `ctx * gates[l]`, the parts of `F.split(F.slice_axis(x, axis=1, begin=dim, "
        "end=None), num_outputs=L + 1, axis=1)`, whose channel count is (C - dim) / (L + 1) of an "
        "input whose channels C nothing states: an input of dim * (L + 2) channels makes the same "
        "line legal",
}

SUITE = ProbeSuite("probes_s65c", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
