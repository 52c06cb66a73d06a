"""The analyzer's error findings on the session-58 probe suite (H358) against what real MXNet 1.9.1 did.

tests/corpus/probes_s58/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code uses: hrnet (high-resolution nets: two- and
multi-branch exchange units with nearest ``UpSampling`` and strided convs, fuse layers by
``contrib.BilinearResize2D`` (``mode="like"``), HRNetV2 heads concatenating lifted branches,
integral soft-argmax over heatmaps by ``arange_like``, JointsMSE losses with joint weights, flip
tests by ``split``/``flip`` and a constant joint permutation), conformer (speech conformers: macaron
feed-forwards with half-step residuals, convolution modules with GLU by ``split`` and depthwise
Conv1D, multi-head self-attention by reshape codes, learned relative-position bias tables,
Conv2d subsampling merged by reshape codes, length masks by ``SequenceMask``, a numpy-mode
``forward`` with sinusoidal positions), vocoder (neural vocoders: HiFi-GAN generators with
``Conv1DTranspose`` upsamplers, multi-receptive-field fusion, multi-period discriminators folding
time by reshape codes, MelGAN multi-scale discriminators by average pooling, reflect-padded residual
stacks, feature-matching losses, repeat-upsampled conditioning), hsi (hyperspectral
classification: HybridSN-style Conv3D stacks folding bands into channels, band attention, learned
band weights, centre-pixel spectra by ``slice_axis``, SSRN spectral residual units, a numpy-mode
``forward``), lipread (visual speech recognition: Conv3D front-ends moving frames into the batch by
reshape codes, per-frame trunks over python frame loops, temporal conv and bidirectional GRU
back-ends, ``SequenceLast`` with lengths, word-boundary features, frame dropout behind
``autograd.is_training()``) and moco (momentum contrast: query/key encoders, queue Parameters with
``grad_req="null"``, positive/negative logits with python or learned temperatures, InfoNCE by
``pick``, shuffle-BN style group normalisation by reshape codes, a functional enqueue, a numpy-mode
``hybrid_forward`` with ``einsum``). Illegal constructs: ``.shape`` (unpacked, in ``range``, in a
scale, for ``zeros``), ``+=`` on tensors (input, list item, accumulated loss), ``.asscalar()``/
``.asnumpy()``, legacy slices ``y[:, :C]``/``x[:, :, c, c]``/``both[:n]``, ``len()`` of a tensor
(silently the batch size: a wrong mean, a wrong slice start, a short queue), a Parameter's
``.data()``, the NDArray-only ``.T``, and plain operators on shapes that differ ((heads, T, T) and
(1,) and (B, 1, 1) and (C, 1) Parameters, keepdims group means, expanded masks and joint weights,
a Conv3D that collapses the band axis). Written in two batches (61 and 17 probes: ``p0x``/``p1x``,
``p2x``), each recorded and measured before the next was written. Each was run eagerly and hybridized in MXNet 1.9.1 by
bench/mxnet_probes.py; its verdict (``probes_s58/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s58`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "hrnet/p06_joints_mse_target_weight_plain_mul.py":
        "HYB008: `pred * w` with pred = `Conv2D(...)(x).reshape((0, 0, -1))` (N, K, H*W) and w = "
        "`target_weight.expand_dims(axis=2)` (N, K, 1); the last axes differ only when the input's "
        "H*W is not 1, which nothing in the block fixes: the shapes differ only through the inputs",
    "hsi/p08_spectral_unit_collapsed_bands_plain_add.py":
        "HYB008: `y + x` where x = Conv3D kernel (3, 1, 1) of the cube (bands B - 2) and y = Conv3D "
        "kernel (bands - 2, 1, 1) of x then a padded (3, 3, 3) one (bands B - 7): the band sizes differ "
        "by 5 whatever B is, but the analysis holds no size of an unknown input axis to compare",
}

SUITE = ProbeSuite("probes_s58", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
