"""The analyzer's error findings on the session-70 probe suite (H501) against what real MXNet 1.9.1 did.

tests/corpus/probes_s70/ holds small HybridBlocks of six families the earlier suites do not cover, written
for this project in the styles real code of each family uses (GluonCV/GluonNLP idioms, ports from PyTorch
and JAX): perceiverio (a learned (N, D) latent array ``broadcast_like``d to the batch and cross-attending to
a long (B, M, C) input, Fourier position features held as a constant and concatenated, latent
self-attention blocks repeated with shared weights, output queries from position encodings of a decoding
grid, padding masks by ``where``), tacotron (character embeddings, a pre-net with always-on dropout, the
CBHG conv bank of k = 1..K trimmed by ``slice_like``, highway layers, location-sensitive attention over
cumulative weights conv'd, r frames a decoder step by the reshape code ``(0, -1, n_mels)``, a stop-token
head, a post-net residual), gfnet (a patch embedding flattened by ``(0, 0, -1)``, a global filter by
real-valued DFT matrices held as constants and ``F.dot``, a complex weight as two real Parameters applied by
``broadcast_mul``, layer scale and stochastic depth), alphafold (Evoformer: MSA row attention with a pair
bias repeated to the folded rows, column attention, the outer-product mean by ``batch_dot`` and the reshape
codes ``-3``/``-4``, triangle multiplicative updates with gates, masks from sequence lengths, recycling),
graphsage (mean, max-pool and LSTM aggregators over (N, K, C) neighbours ``take``n by fan-out index arrays,
L2 normalisation, mini-batch layers of decreasing node sets, a negative-sampling loss) and transe (TransE,
TransH, RotatE and DistMult scores of index triples split by ``F.split``, hyperplane projections,
phase rotations by cos/sin, margin ranking against corrupted triples, self-adversarial weights).
Illegal constructs: ``.shape`` (a latent tile, a conv bank trim, a patch reshape, a drop-path mask, an
MSA depth, a fan-out), ``len()`` of a triple tensor (a batch mean: silently B times larger once traced),
tensor ``if``s, ``.asscalar()``, ``nd.`` calls in the graph, legacy subscripts (``out[:, 0, :]``,
``weight[0]``, ``a[:, s]``, ``out[:, -1, :]``, ``triples[:, 0]``), ``+=`` (a highway carry), iteration
over an index tensor, and plain operators on shapes that differ ((B, M, C) against (1, M, C) features,
(B, N, M) against (B, 1, M) masks, (B, C, H, W) against (C, H, W) weights, (B, N, C) against a (C,) gamma,
(B, T, A) against (B, 1, A) queries, (n, D) against (n, 1) norms, (P, Q, D) against (P, 1, D) anchors,
(B, 1) against (B, D) normals, (B, Q) against (B, 1) positives).
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p10`` (60 probes)
and ``p2x`` (30, aimed at subtler code: helpers and methods without F, subclass overrides, ``**kwargs``,
lists/dicts of tensors and of helper functions, ``F is nd`` guards, and 10 numpy-mode probes whose plain
broadcasts, ``expand_dims`` and basic slices are legal and whose ``.shape``, ``len()`` and iteration are not).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s70/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s70``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "perceiverio/p10_padding_mask_plain_add_bias.py":
        "HYB008: cross-attention scores `batch_dot(to_q(z), k, transpose_b=True)` (B, N, M) plus the (B, 1, M) "
        "row `(1 - valid).expand_dims(1) * -1e4`: N is the latent count of the input z, which a decoder with "
        "one query makes 1 (then the row matches and the code is legal); only the caller's INPUTS show N > 1",
    "transe/p08_margin_ranking_plain_sub.py":
        "HYB008: `neg - pos.reshape((-1, 1))`, (B, Q) scores of Q corrupted tails against (B, 1): Q is axis 1 of "
        "the index input `corrupt`, which one negative per triple (TransE's classic setting) makes 1, and then "
        "(B, 1) - (B, 1) is legal; only the caller's INPUTS show Q > 1",
    "transe/p22_corrupted_heads_distance_helper_plain_sub.py":
        "HYB008: `a - b` in the helper `l2_distance` called with (B, Q, D) corrupted-head embeddings and the "
        "(B, 1, D) `expand_dims(1)` of `t - r`: Q is axis 1 of the index input `corrupt_heads`, 1 for one "
        "negative per triple (legal then); only the caller's INPUTS show Q > 1",
}

SUITE = ProbeSuite("probes_s70", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
