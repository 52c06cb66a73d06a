"""The analyzer's error findings on the session-68 probe suite (H480) against what real MXNet 1.9.1 did.

tests/corpus/probes_s68/ holds small HybridBlocks of six families the earlier suites do not cover, written
for this project in the styles real code of each family uses (GluonCV/GluonNLP idioms, ports from PyTorch):
dpt (dense prediction transformer: ViT tokens reassembled into maps -- the read-out token dropped, added or
projected, tokens folded to (B, D, H/p, W/p) by transposes and reshape codes with the grid from the constructor,
resampled by transposed and strided convs, fusion blocks of residual conv units adding the skip and upsampling
by 2, a depth head interpolated to the input's size by ``BilinearResize2D(mode="like")``), lightglue (rotary
positional encodings of keypoints with ``rotate_half`` by reshape codes, self- and cross-attention over two
descriptor sets, adaptive depth by confidence heads behind python flags, width pruning, the double-softmax
assignment plus matchability log-sigmoids broadcast as a column and a row, mutual nearest neighbours by
``argmax``/``pick`` and a threshold), gat (dense-adjacency graph attention: per-head projections by reshape
codes, e_ij as the ``broadcast_add`` of a column and its transpose, -1e9 masks by ``where`` or an additive bias,
heads concatenated or averaged, GATv2's pair sum before the nonlinearity, attention dropout, residuals chosen
by python dims), metnet (``space_to_depth`` of frames folded by reshape codes, lead-time conditioning tiled
over space, a ConvGRU over split frames, axial attention along rows then columns, a centre crop by ``F.slice``,
per-lead log-softmax over rain-rate bins), wavlm (a strided Conv1D encoder with a GroupNorm in its first layer,
gated relative position bias from numpy-bucketed positions held as a constant, utterance mixing by ``reverse``
and keepdims energies, masked prediction over codebook targets, a softmax-weighted sum of the layers' states)
and nvae (residual cells with squeeze-excitation and swish, residual normal posteriors relative to the prior
split from one conv, a top-down list of latent groups with KL balancing coefficients from python lists, a
discretised logistic mixture likelihood, spectral power iterations on a Parameter).
Illegal constructs: ``.shape`` (a patch grid, an output size, an attention scale, a node count, a frame fold, a
frame count), ``len()`` of a tensor (a batch mean: silently B times larger once traced), tensor ``if``s (early
stopping, an edgeless graph), ``.asnumpy()``/``.asscalar()``, ``nd.`` calls in the graph, legacy subscripts (the
read-out token, pruned points, a centre crop, offset targets), ``+=`` (a fusion skip, layer sums, regulariser
sums), iteration over a tensor (time-major frames), and plain operators on shapes that differ ((B, N, D) tokens
against the (B, 1, D) read-out, a column against a row, (B, h, N, N) weights against a (B, 1, N, N) mask,
(B, C, H, W) features against (B, C, 1, 1) scales, (B, h, T, 1) gates against a (1, h, T, T) bias, an image
view against mixture means).
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p10`` (60 probes) and
``p2x`` (24, aimed at subtler code).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s68/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s68`` prints precision
and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "dpt/p22_kwargs_parts_helper_plain_add.py":
        "HYB008 in a module helper without F: `patches + cls` of the (B, N, D) and (B, 1, D) `slice_axis` views of one "
        "`tokens`, handed over as `**parts` of a dict display; the only evidence is relational (`cls` is sliced to "
        "width 1 on axis 1 and `patches` is the rest of that axis of the same array), which a helper's parameters "
        "do not take from their caller -- not even as plain positional locals (`add_readout(patches, cls)`)",
}

SUITE = ProbeSuite("probes_s68", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
