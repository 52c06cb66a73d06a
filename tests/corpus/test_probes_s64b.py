"""The analyzer's error findings on the session-64 second probe suite (H420) against what real MXNet 1.9.1 did.

tests/corpus/probes_s64b/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses: impala (V-trace off-policy
correction on time-major (T, B) inputs: clipped importance ratios rho/c by ``F.clip``, the backward
recursion over ``F.split(..., squeeze_axis=True)`` time steps, policy-gradient advantages with the
bootstrap value concatenated after a ``slice_axis`` shift, an entropy bonus by ``pick``/``log_softmax``,
optional thresholds behind python ``if``s, time-major heads by reshape codes), dreamer (RSSM: a
``GRUCell`` deterministic state and a Gaussian or discrete stochastic latent, prior/posterior heads split
by ``F.split``, KL balancing with ``BlockGrad`` and free nats, an imagination rollout over a python
horizon), mqcnn (dilated causal ``Conv1D`` cut by ``slice_axis`` to a configured length, static features
broadcast over time by ``broadcast_axis``, a forking-sequences decoder with global/local MLPs by reshape
codes, quantile losses by a (Q,) constant or by split columns with python levels), deepvar (an LSTM over
a multivariate target scaled by its mean absolute value, a low-rank Gaussian head ``diag(D) + V V^T`` by
``F.eye`` and ``batch_dot``, lags by ``slice_axis`` of configured lengths, an eager-only check behind
``if F is nd``), widedeep (a wide ``Embedding(V, 1)`` sum plus a deep MLP over field embeddings split
by ``F.split``, DSSM two towers with cosine similarity and in-batch negatives by ``arange_like``/``pick``,
a numpy-mode ``forward``) and openpose (multi-stage PAF/heatmap heads each reading the backbone features
concatenated with the previous stage's outputs, masked stage losses, upsampling to the input by
``BilinearResize2D(like=...)``, max-pool NMS, field components by reshape codes and ``F.split``).
Illegal constructs: ``.shape`` (an unroll length, a GRU ``begin_state`` batch, a causal cut, a lag
history, an upsampled size, in-batch labels), ``len()`` of a tensor (a horizon in a reshape, a loop
over queries), tensor ``if``s (builtin ``max`` against free nats, an early refinement exit),
``.asscalar()``/``.asnumpy()`` (a host-decided clip, a host scale), ``mx.nd.zeros`` in the graph,
iterating the time axis, legacy subscripts (``vs[1:]``, latent halves, quantile columns, lag windows,
field columns, strided PAF components), and plain operators on shapes that differ ((T, B) against (T, 1)
statistics, (N, 1) against (N,) sums, (N, T, H) against (N, 1, H), (N, T, 1) against (N, T, Q), (N, T, D)
against an (N, 1, D) scale, a (d, d) identity against (N*T, d, 1), (N, E) against (N, 1) norms, (N, C,
H, W) against (N, 1, H, W) masks and keepdims maxima).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s64b/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s64b``
prints precision and recall per class.
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p10``
(60 probes) and ``p2x`` (24: legal log-ratios from picked ``log_softmax``, a numpy-mode shift by basic
indexing, an unroll length ``x.shape[0] if F is nd else self._t``, a shared (1, S) noise row by
``broadcast_*``, straight-through one-hot latents, quantiles and masks expanded by ``broadcast_like``
before plain operators, causal left padding by ``zeros_like`` of a slice, a ``begin_state`` of a
configured batch, lags by ``take`` of a constant, keepdims-over-keepdims scales, an FM cross term plus a
Dense(1) column, hard negatives by ``batch_dot``, ``len()`` of a split's output list, stage weights by
``broadcast_mul``; illegal: a (1, B) bootstrap row plus (T, B) values, ``.size``, ``enc[-1]`` of a TNC
output, ``v[-1]`` of a split's outputs, a ``reshape((0, 0, 1))`` target minus (N, T, Q) predictions,
``+=``, iteration over transposed heatmaps, an (N, 1) logit plus a (1,) bias Parameter).
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "impala/p10_discounted_returns_iterating_time_axis.py":
        "HYB013: `zip(rewards, discounts)` of two inputs with plural names that are only iterated and "
        "their items only added and multiplied: nothing in the function shows them arrays rather than "
        "python lists of per-step arrays, which Gluon hands a hybridized block as well and which the "
        "same loop reads legally (the plural-input exemption, as s63c swav/p23)",
    "openpose/p04_stage_loss_plain_mul_single_channel_mask.py":
        "HYB008: `F.square(paf - paf_gt) * (mask > 0)`, a (N, 2L, H, W) conv output against an input `mask` "
        "whose shape nothing in the file states: the (N, 1, H, W) mask is the caller's data, and a mask "
        "given with the fields' shape makes the same line legal",
    "widedeep/p02_wide_summed_all_axes_plus_deep_column.py":
        "HYB008: `F.sum(self.wide(ids), axis=(1, 2)) + self.deep(...)`, an Embedding(V, 1) of ids quantised "
        "from an input of unknown rank, summed over two axes, against a Dense(1) column (N, 1): for a 3-D "
        "input (N, F, G) the sum is (N, 1) too and the line is legal, so only the input's rank (2 here) "
        "decides (the Dense(1)-column-beside-an-unknown-rank exemption, as s62 ppo/p09 and s63c td3/p06)",
}

SUITE = ProbeSuite("probes_s64b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
