"""The analyzer's error findings on the session-66 probe suite (H453) against what real MXNet 1.9.1 did.

tests/corpus/probes_s66/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses (GluonCV-style blocks and ports
from PyTorch): nafnet (image restoration without nonlinear activations: SimpleGate multiplying the two
channel halves of an ``F.split``, simplified channel attention by global average pooling and a 1x1
conv, LayerNorm2d over channels, (1, C, 1, 1) ``beta``/``gamma`` residual scales, the input padded to a
multiple of the downsampling factor and cropped back, a pixel shuffle by reshape codes), bevformer
(a bird's-eye-view grid of queries, reference points from a numpy meshgrid of linspace held as a
constant, pillars of Z heights projected by ``lidar2img`` with ``batch_dot``, a validity mask from the
depth and bounds, deformable sampling by ``BilinearSampler``, temporal self-attention with the previous
BEV, an ``F is nd`` debugging guard), graphormer (centrality encoding by degree embeddings, per-head
spatial biases of shortest-path distances merged by reshape codes, edge encoding averaged along the path,
a virtual graph token spread by ``broadcast_like``, padding masks by ``where``), dimenet (a radial Bessel
basis with its polynomial envelope, Legendre polynomials of triplet angles, triplet messages gathered by
``take`` of index constants and scatter-summed by one-hot products, atoms summed per molecule), parseq
(a ViT stem with a position Parameter, a permutation attention mask, position queries, iterative
refinement with a cloze mask, EOS handling by a running product, autoregressive decoding behind a
python flag) and maxvit (block and grid partitions by reshape codes and transposes, relative position
bias tables gathered by a precomputed index, MBConv with squeeze-excite, stochastic depth behind a
python training check).
Illegal constructs: ``.shape`` (an image size to pad, a BEV side, a graph size, an edge count, a label
length, a window partition), ``len()`` of a tensor (a graph token's repeats), tensor ``if``s (an empty
camera, an early EOS stop), ``.asnumpy()`` (triplets found on the host), ``nd.`` calls in the graph
(``nd.zeros_like``, ``nd.array`` of an index), legacy subscripts (channel halves, target shifts, a
gather by an index array), ``+=`` (an edge encoding over path positions), and plain operators on
shapes that differ ((N, C, H, W) against (1, C, 1, 1) and (N, 1, H, W) or (N, C, 1, 1), (N, P, 2) uv
against an (N, P, 1) depth, (N, n, n) scores against an (N, 1, n) degree row, an (E, 1) envelope against
an (E, R) basis, (N, L, C) tokens against a (1, L, C) Parameter, (B, h, L, L) scores against a (1, h, L, L)
bias).
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p10``
(60 probes) and ``p2x`` (24, aimed at subtler code: module functions without ``F`` -- SimpleGate by
``x.split``, a BEV mask of five comparisons, a Bessel envelope of ``**`` powers, window partitions by
tensor methods and reshape codes (legal); a pad helper, a window partition and a ``**img_metas`` helper
reading ``.shape``, a torch_scatter-style ``scatter_sum`` taking its size from ``index.max().asscalar()``,
a greedy decoder iterating a transposed tensor (illegal) --, subclass overrides (a spatial gate, a
Bessel basis, a key-degree bias with plain operators on differing shapes, a refinement with ``+=``),
a dict of bias terms summed by ``add_n(*d.values())``, an optional mask read by ``kwargs.get``, an
iteration over ``feats.swapaxes(0, 1)``, a list of branch outputs scaled by a (C,) Parameter, and
numpy-mode ``forward`` blocks (subscripts, ``.shape``, broadcasting operators, ``npx.one_hot``
products: legal)).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s66/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s66`` prints
precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "graphormer/p24_subclass_overrides_bias_degree_row.py":
        "HYB008: `scores + self.attn_bias(F, x, adj)` in the base class's `hybrid_forward`, where the "
        "subclass's override returns a one-unit Embedding's (N, n, 1) degree column transposed to an "
        "(N, 1, n) row; the operand is a method call: since session 67 (h473) an overridden method's call is "
        "read once per definition, but only by the evidence readers, and this row is shown by the reader of a "
        "one-unit layer's transposed row beside scores, which reads the operand's own form (the same row bound "
        "in `hybrid_forward` itself, p08, is reached)",
}

SUITE = ProbeSuite("probes_s66", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
