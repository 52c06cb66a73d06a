"""The analyzer's error findings on the session-62 probe suite (H390) against what real MXNet 1.9.1 did.

tests/corpus/probes_s62/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses: ppo (actor-critic heads:
categorical log-softmax policies and squeezed value heads, log-probabilities of the taken actions by
``pick``, entropies, clipped surrogates by ``clip`` and ``minimum`` of equal shapes, GAE by a reversed
python loop over the configured horizon reading columns by ``slice_axis``, a numpy-mode ``forward``),
c51 (distributional RL: the atoms support as a numpy ``linspace`` constant applied by ``broadcast_mul``,
softmax over atoms reshaped by codes, the taken action's distribution by a one-hot mask, the Bellman
projection by ``floor``/``ceil``/``one_hot``/``batch_dot``, QR-DQN quantile Huber losses with a tau
constant, a dueling head behind a constructor flag), electra (a tied (V, d) embedding read by
``F.Embedding`` and ``F.FullyConnected``, masked positions gathered by ``take`` of a flat constant,
replaced-token labels by ``!=`` and a ``SigmoidBinaryCrossEntropyLoss`` child, Gumbel sampling by
``argmax``, a numpy-mode ``forward``), quartznet (time-channel separable Conv1D blocks, residual
repeats iterated over a HybridSequential, ``CTCLoss`` on a time-major transpose with constant labels,
``SequenceMask`` with lengths computed in the graph, strided output lengths by python arithmetic),
fedformer (series decomposition by moving-average ``Pooling`` of a series padded by ``repeat`` or
``F.pad(mode="edge")``, Fourier blocks with DFT-matrix constants, a mixture of kernel sizes stacked and
softmax-weighted, a numpy-mode ``forward``) and solo (the category branch resized to the S x S grid by
``BilinearResize2D``, CoordConv coordinates as constants or from ``arange_like``, Matrix NMS by
``batch_dot`` IoUs with a ``triu`` constant, decoupled x/y mask branches as an outer product behind a
constructor flag). Illegal constructs: ``.shape`` (a ``log(K)`` normaliser, the atoms count, position
ids, a subsampled length, decoder zeros, coordinate maps), ``len()`` of a tensor (a time-major horizon
and a per-image loop: silently one step once traced; the batch of a zeros block), tensor ``if``s,
``.asnumpy()``/``.asscalar()``, ``nd.array``/``mx.nd.zeros`` inside the graph, legacy subscripts
(``out[:, :A]``, ``h[:, 0]``, ``x[:, :, ::2]``, ``x[:, -k:, :]``, ``hmax[:, :, :-1, :-1]``), ``+=`` on a
projection buffer, iteration over a time-major tensor, and plain operators on shapes that differ ((N, 1)
values against (N,) returns, (N, A, Z) probabilities against a (Z,) support, (N, L) losses against (N, 1)
weights, (N, L, C) series against their (N, 1, C) mean, (N, C, T) features against an (N, 1, T) mask,
(N, K, 1) against (N, 1, K) areas). Each probe was run eagerly and hybridized in MXNet 1.9.1 by
bench/mxnet_probes.py; its verdict (``probes_s62/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s62`` prints precision and recall per class.
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p1x``
(60 probes) and ``p2x`` (24, aimed at subtler code: split outputs indexed and unpacked, ``reversed()``
of a split's outputs, a support Parameter of ``grad_req="null"`` reshaped before ``broadcast_mul``,
embeddings shared by ``params=``, GluonNLP's ``select_vectors_by_position`` by ``arange_like`` and
``gather_nd``, masks from ``arange_like``, ``*feats`` zipped with heads, ``F.slice`` trimming, a
numpy-mode mask from ``x.shape``; illegal ``.size``, ``.shape`` unpacked in a module-level helper,
builtin ``min()`` of a tensor, ``len()`` of a constant, ``.asnumpy()`` of ``topk`` delays, and plain
operators of an (N,) ratio and (N, 1) advantages, an (N, Q, 1) tau and a (1, 1, E) constant, an
(N, C, M) spectrum and a (C, M) Parameter, an (N, 1, T) mask reshaped 3-D and (N, C, T) features,
(N, K) scores and an (N, 1, K) keepdims min).
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "ppo/p09_value_loss_column_value_minus_vector_returns.py":
        "HYB008: `value - returns` with `value` the (N, 1) output of a Dense(1) and `returns` an input "
        "of hybrid_forward that nothing in the function reads again: the recorder passes it as (N,), "
        "so the eager `-` broadcasts to (N, N) and the traced one fails, but a caller passing (N, 1) "
        "returns (as many PPO implementations store them) runs both ways; the input's rank is not "
        "in the code, and flagging every Dense(1) column beside an input would be a false positive "
        "on that code",
    "solo/p22_matrix_nms_keepdims_min_plain_mul_scores.py":
        "HYB008: `F.sigmoid(scores) * decay` with `decay` a keepdims min over axis 1 ((N, 1, K)) of "
        "values computed from `mask_logits` alone, and `scores` another input of unknown rank (the "
        "recorder passes (N, K)); a keepdims statistic beside an array built from other inputs is "
        "left alone on purpose (Monodepth's 1-channel disparity times the exp of a 3-channel image's "
        "keepdims channel mean is legal), and nothing in the code gives `scores` a rank",
}

SUITE = ProbeSuite("probes_s62", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
