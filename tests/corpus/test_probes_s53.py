"""The analyzer's error findings on the session-53 probe suite against what real MXNet 1.9.1 did.

tests/corpus/probes_s53/ holds small HybridBlocks of eight families the earlier suites do not cover,
written for this project in the styles real code uses: nbeats (N-BEATS generic, trend and seasonality
blocks with polynomial and Fourier bases from ``get_constant`` and python-sized ``F.arange``s, doubly
residual stacks over child lists, N-HiTS pooling and ``repeat`` interpolation, last-value levels),
kalman (scalar, diagonal and matrix Kalman filters over python step counts: ``split`` steps, learnable
noise Parameters, innovation log-likelihoods, RTS smoothing, missing-observation ``where`` masks,
Riccati iterations), matting (alpha compositing, trimap bands, unknown-region losses, coarse-to-fine
up-sampling, guided filters by average ``Pooling``, gradient and Laplacian-pyramid losses), isp (raw
Bayer packing by ``space_to_depth``, white balance and gray-world gains, sRGB gamma, colour matrices by
channels-last ``dot``, fixed demosaicing convolutions, exposure normalisation), gnnpool (DiffPool,
SAGPool and top-k pooling by ``topk`` + ``one_hot`` gathers, readouts, masked readouts, GCN
normalisation over dense adjacency), sets (Deep Sets, Set Transformer MAB/PMA/ISAB with seed vectors
broadcast to the batch, padded-set masks, equivariant layers, numpy-mode PMA), tts (duration
predictors, length regulators by ``cumsum`` alignments, Tacotron postnets and stop tokens, pitch
bucketing, frame positions) and detr (query embeddings, cxcywh/xyxy conversions, matched and
pairwise L1/GIoU costs, auxiliary decoder outputs, no-object weights). Each was run eagerly and
hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict (``probes_s53/verdicts.json``) is the
truth here. ``python -m tests.corpus.test_probes_s53`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "gnnpool/p06_topk_pool_gate_plain_mul_scores.py":
        "HYB008 misses `kept * F.sigmoid(vals).expand_dims(-1)`: a (N, k, F) batch_dot gather against "
        "(N, k, 1) scores from `topk(ret_typ='both')` unpacked into two names",
    "matting/p13_trimap_one_hot_channels_plain_mul_image.py":
        "HYB008 misses `img * unknown`: the 3-channel image against a mask made from the other input by "
        "comparison; nothing in the method gives the two inputs' channel counts",
}

SUITE = ProbeSuite("probes_s53", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
