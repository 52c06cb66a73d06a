"""The analyzer's error findings on the session-53 probe suite probes_s53b against what real MXNet 1.9.1 did.

tests/corpus/probes_s53b/ holds small HybridBlocks of eight families the earlier suites do not cover,
written for this project in the styles real code uses: tsm (temporal shift modules by ``(-4, -1, T, -2)``
codes, ``slice_axis`` + ``concat`` shifts with ``zeros_like`` pads, TSN consensus over segments,
temporal stride sampling by stepped ``F.slice``, ``SequenceMask`` over valid segments), gp (RBF, ARD
and Matern kernels against inducing-point Parameters by ``broadcast_add`` of squared norms, ``potrf`` /
``trsm`` predictive means with python-sized ``F.eye`` jitter, random Fourier features held by
``get_constant``, deep kernel learning), score (noise-conditional score nets with sigma tables by
``F.take``, denoising and sliced score matching, Langevin steps over python step counts, EBM energy
clamps by ``F.where``), pq (product and residual quantization, soft assignment per subspace,
asymmetric-distance lookup tables gathered by ``F.pick``, VQ straight-through by ``BlockGrad``,
codebook rows by ``F.Embedding``), climate (periodic longitude padding, latitude-weighted losses from
``cos(lat)`` constants, spherical-harmonics-like bases, zonal anomalies, polar masks), relation
(relation networks over tiled or ``broadcast_like`` object pairs, scene-graph pair geometry from
``split`` boxes, pair ids gathered by ``F.take``), uplift (TARNet/DragonNet heads, clever covariates,
IPW and self-normalised IPW losses, CFR linear MMD, multi-arm T-learners) and wavenet (dilated causal
convolutions trimmed by ``slice_axis``, gated units, skip sums, mu-law companding, global and local
conditioning). Each family has numpy-mode probes too. Each was run eagerly and hybridized in MXNet
1.9.1 by bench/mxnet_probes.py; its verdict (``probes_s53b/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s53b`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "score/p10_perturb_plain_times_sigma_column.py":
        "HYB008 has no shape for the input `noise` ((N, D) here): `sigma * noise` with `sigma` a (-1, 1) "
        "column is legal if the noise is a column too, and nothing in the method says it is not",
    "uplift/p04_dragonnet_clever_covariate_vector_over_column.py":
        "HYB008 has no shape for the input `t` ((N,) here): nothing in the method says it is not a (N, 1) "
        "column like the propensity it is divided by",
}

SUITE = ProbeSuite("probes_s53b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
