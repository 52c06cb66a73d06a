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
(60 probes) and ``p2x`` (24, aimed at subtler code: a numpy-mode SimSiam by ``detach()``, the
diagonal of an (N, N) cosine matrix, views as ``*args`` lists averaged by ``len()`` of the list, a
feature map from a python dict, a normaliser spread by ``broadcast_like`` before a plain ``/``, a
``reciprocal`` by ``broadcast_mul``, numpy-mode ``None`` indexing and ``cumsum``, a ceil-mode pool cut
back by ``slice_like``, side losses weighted by a python tuple or averaged by ``len()`` of their list,
a legacy ``Crop`` op, an attention map kept behind ``if F is nd``, a checkerboard from ``F.arange`` in
the graph, ``space_to_depth``, ``range(len(xs))`` of a split's outputs, ``broadcast_axis`` of a
configured frame count, ``where`` of equal shapes; illegal: an (N, 1) weight column times (N,) losses,
an (N, T, d) by (N, 1, d) product, ``sides[-1]`` of a stacked tensor, an unguarded ``.asnumpy()``,
an (N, 1, 1, 1) keepdims prior plus an (N,) log-det, ``+=`` across scale groups).
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "attunet/p02_attention_coefficients_plain_mul.py":
        "HYB008: `x * psi`, the (N, 1, H, W) coefficients of a `Conv2D(1, 1)` upsampled by `UpSampling`, "
        "against the skip input `x`, whose channel count nothing in the file states (`self.theta` is a "
        "Conv2D without in_channels): a one-channel skip makes the same line legal (the one-unit layer "
        "beside an input of unknown shape, as s64b openpose/p04)",
    "attunet/p09_deep_supervision_flag_reshape_codes.py":
        "HYB022 (false positive): `return main` leaves the input `coarse` unread only when the block is "
        "built with `deep_supervision=False`; the default is True and the file builds it no other way. "
        "Built with False, the fresh hybridized first call does fail to infer `self.out`'s shape, and "
        "the file's constructions are evidence for a finding only (another file may pass False), so "
        "the finding stays",
    "lintrans/p02_normaliser_plain_div.py":
        "HYB008: `F.batch_dot(q, kv) / (z + eps)` with `z = F.batch_dot(q, F.sum(k, axis=1, "
        "keepdims=True), transpose_b=True)`: the normaliser's last axis is the keepdims sum's axis 1 "
        "brought last by `transpose_b`, size 1 only for a 3-D `k`, a Dense(flatten=False) of an input "
        "whose rank nothing states; the stated-last-size walk reads a batch_dot's last axis from an "
        "untransposed right operand only",
}

SUITE = ProbeSuite("probes_s64c", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
