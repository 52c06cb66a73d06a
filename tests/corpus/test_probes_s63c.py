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
and ``p2x`` (20, aimed at subtler code after seeing the first: numpy-mode ``forward``s reading
``x.shape`` (legal under deferred compute), a host check behind ``if F is mx.nd``, a python step
counter on the block, an ``is not None`` test on an optional mask, a python tuple of SPP pool sizes,
xPos sin/cos constants; illegal ``.size``, a grid cache keyed on ``x.shape[2:4]``, noise sized by
``action.shape``, ``len()`` of a batch sizing ``F.zeros``, ``txt[:, 0]``, ``logits[:, :, a:b]``,
iteration over a stacked crops input, and plain operators on an (N, A, H, W, 2) offset and a
(1, 1, H, W, 2) grid, an (N, d) sum and an (N, 1) count, a (K, d) Parameter and its (K, 1) norms,
an (N, H, d, d) state and an (H, 1, 1) decay, an (N, 1) critic and an (N,) target).
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "swav/p23_iterating_stacked_crops_tensor.py":
        "HYB013: `for crop in crops` iterates the input `crops`, which the recorder passes as one "
        "stacked (V, N, d) tensor (a Symbol yields itself once, so the traced head gets the 3-D "
        "stack); nothing in the code tells it from a python list of views, which multi-crop code "
        "passes and Gluon hybridizes fine -- the s61 xlnet/p21 case",
    "td3/p06_bellman_target_vector_reward_plus_column_q.py":
        "HYB008: `reward + discount * (1 - (done > 0)) * min_q` with `min_q` the (N, 1) minimum of "
        "two Dense(1) critics and `reward`/`done` inputs of unknown rank (the recorder passes (N,)): "
        "legal for callers passing (N, 1) columns -- the s62 ppo/p09 exemption",
    "td3/p24_critic_column_minus_target_vector_loss.py":
        "HYB008: `q1 - target_q` with `q1` a Dense(1) (N, 1) column and `target_q` an input of "
        "unknown rank (the recorder passes (N,)): legal for callers passing (N, 1) targets -- the "
        "s62 ppo/p09 exemption",
    "vilbert/p07_scores_plus_expanded_mask_plain_add.py":
        "HYB008: `scores + (1.0 - (img_mask > 0).expand_dims(1)) * -1e4` with `scores` a `batch_dot` "
        "of Dense(flatten=False) projections of inputs of unknown rank and the mask an input of "
        "unknown rank: both sides may be 3-D, and they differ only on axis 1 (T text tokens against "
        "the expanded 1), where nothing states T > 1",
}

SUITE = ProbeSuite("probes_s63c", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
