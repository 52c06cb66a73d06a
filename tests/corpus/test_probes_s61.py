"""The analyzer's error findings on the session-61 probe suite (H382) against what real MXNet 1.9.1 did.

tests/corpus/probes_s61/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses: pointrend (PointRend heads:
coarse mask logits upsampled by ``BilinearResize2D`` with python sizes, uncertainty as ``-abs``
of logits or the gap of the ``topk`` two class scores, the most uncertain cells picked by ``topk``
indices and gathered by ``one_hot`` + ``batch_dot``, point features read by ``BilinearSampler`` on
a normalised (N, 2, 1, P) grid, a Conv1D point MLP re-concatenating the coarse predictions),
simclr (contrastive SSL: projection heads with ``L2Normalization``, NT-Xent on the concatenated 2N
batch with the self and positive masks as constants or ``F.eye``/``F.arange`` of the configured
batch, BYOL's target branch behind ``BlockGrad``, a numpy-mode InfoNCE ``forward``), xlnet
(two-stream attention with permutation-mask constants, Transformer-XL ``rel_shift`` by reshapes of
the configured lengths and ``slice_axis``, sinusoid relative positions from constant sequences,
relative segment encodings by ``broadcast_not_equal`` and ``one_hot``, an optional query stream
behind ``if g is None``), unet3d (volumetric U-Nets: Conv3D blocks from helper functions,
``Conv3DTranspose`` up, skips concatenated, center-cropped by ``slice_axis`` of configured offsets
or ``slice_like``, decoders padded by ``F.pad``, deep-supervision heads upsampled by ``repeat``,
per-voxel softmax over the class axis, a numpy-mode ``forward``), gin (graph isomorphism networks
on batched graphs: ``(1 + eps) * x + A @ x`` with a learned eps by ``broadcast_mul`` or a python
eps, readouts by ``one_hot`` graph ids or (G, N) membership constants, jumping-knowledge concat of
the layers, edge lists gathered by ``take`` and scattered by a one-hot incidence) and anp
(attentive neural processes: deterministic path by cross-attention, latent path mean-pooled and
reparameterised with the noise passed in, predictive Gaussians with softplus scales, multihead
attention by reshape codes, a numpy-mode ``forward``). Illegal constructs: ``.shape`` (in
``BilinearResize2D`` sizes, ``F.eye``, unpacked in a static ``rel_shift`` helper, crop offsets,
``tile`` reps), ``len()`` of a tensor (a time-major length, a mean readout's node count: silently
1 once traced), tensor ``if``s, ``.asnumpy()``/``.asscalar()``, a Parameter's ``.data()``,
``nd.array``/``mx.nd.random.normal`` inside the graph, legacy subscripts (``x[:, 1:]``,
``skip[:, :, c:-c, c:-c, c:-c]``, ``h[start:end]``, ``h[..., :k]``), ``+=`` on a loss, and plain
operators on shapes that differ (a (2,) constant on (N, P, 2) points, a (d,) bias on (N, L, d)
queries, a (1,) eps on (N, d) nodes, a (N, 1, D, H, W) keepdims max on (N, K, D, H, W) logits,
a (N, 1, d) latent on (N, T, d) embeddings). Each probe was run eagerly and hybridized in MXNet
1.9.1 by bench/mxnet_probes.py; its verdict (``probes_s61/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s61`` prints precision and recall per class.
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p1x``
(60 probes) and ``p2x`` (24, aimed at subtler code: ``BilinearResize2D(mode="like")``, checks behind
``if F is nd`` / ``isinstance(x, mx.nd.NDArray)`` that are never traced, a plain method with
``.asnumpy()`` that ``hybrid_forward`` never calls, a Parameter object's ``.shape`` and an
initialised Parameter's ``.data().shape``, ``contrib.arange_like``, split outputs indexed by
integers, a child returning a tuple, ``add_n`` and builtin ``sum`` of equal shapes; illegal
``.size``/``.dtype`` of a tensor, a global ``mean()`` ((1,)) taken from a volume by plain ``-``,
(N, d) / (N, 1) degrees and (E, d) * (E,) edge weights by plain operators, a (N,) == (N, 1)
comparison, and a stacked memory tensor iterated by ``zip``).
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "xlnet/p21_stacked_mems_iterated_per_layer.py":
        "HYB013: `for layer, mem in zip(self.layers, mems)` iterates the input `mems`, which the "
        "recorder passes as one stacked (L, N, M, d) tensor (a Symbol yields itself once, so the "
        "traced layer concatenates the 4-D stack with the 3-D h); but nothing in the code tells it "
        "from a python list of per-layer memories (GluonNLP's XLNet passes `mems` as a list, which "
        "Gluon flattens and hybridizes fine): a plural input iterated in lockstep with the layers "
        "is read as a list, and flagging it would be a false positive on that code",
}

SUITE = ProbeSuite("probes_s61", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
