"""The analyzer's error findings on the session-54 probe suite (H326) against what real MXNet 1.9.1 did.

tests/corpus/probes_s54b/ holds small HybridBlocks of eight families the earlier suites do not cover,
written for this project in the styles real code uses: fm (factorization machines: square-of-sum
identities over field embeddings, field-aware pairs by ``F.split`` and by subscripts, DeepFM,
attentional FM, global bias Parameters, per-field id offsets as ``get_constant`` and as ``nd.array``),
stft (STFT as a strided convolution with a DFT basis constant, framing by ``slice_axis`` over python
frame counts and by subscripts, Hann windows as constants and as NDArray attributes, log-mel by ``dot``
with a filterbank, per-utterance normalisation, power to decibels), quantile (multi-horizon quantile
heads with reshape codes, pinball losses by broadcasting and by python quantile loops, non-crossing
quantiles by ``cumsum``, Winkler interval scores, QR-DQN quantile Huber losses), protein (contact
maps from pairwise outer products, sequence-separation masks by ``arange_like``, profiles and PSSMs,
attention-map contacts, relative positions, per-sequence loops over ``len``), quat (quaternion to
matrix, Hamilton products by ``F.split`` and by column subscripts, Rodrigues rotations, pose
composition by ``batch_dot``, geodesic losses with ``F.eye``, extrinsic Parameters and ``.T``),
event (event-camera voxel grids by one-hot scatter and ``batch_dot``, per-window time normalisation,
time surfaces, polarity channels, accumulation over python time bins, host histograms), cam
(class-activation maps by 1x1 conv classifiers, classifier weights read with ``.data()``, Grad-CAM-like
channel weighting, predicted-class selection by ``one_hot`` and by ``asscalar``, upsampling ``like``
the input, Score-CAM masking, ``nd.`` calls among ``F.`` calls) and multitask (uncertainty-weighted
losses over a log-variance Parameter, task heads carved from one projection, static and dynamic task
weights, missing-label masks, heads counted with ``len(self.heads)``, ``+=`` totals). Each was run
eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s54b/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s54b``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "cam/p08_score_cam_masking_plain_product_with_map.py":
        "HYB008 has no evidence that `mask`, a one-channel conv of `img`, is narrower than `img`: the "
        "input's channel count is stated nowhere, and the same form is legal on a one-channel guide "
        "(probes_s53 matting/p08's guided filter)",
    "quantile/p02_pinball_plain_subtract_target_column_from_quantiles.py":
        "HYB008 has no shape for the input `target` ((N, 1) here): nothing in the method says it is "
        "narrower than the (N, Q) quantile predictions",
    "quat/p06_rigid_transform_translation_plain_add.py":
        "HYB008 does not take the (N, 1, 3) `t.expand_dims(axis=1)` to differ from the (N, P, 3) "
        "`batch_dot` of the points: the points' axis 1 is not stated",
}

SUITE = ProbeSuite("probes_s54b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
