"""The analyzer's error findings on the session-50 probe suite "b" against what real MXNet 1.9.1 did.

tests/corpus/probes_s50b/ holds small HybridBlocks of eight families the earlier suites do not cover,
written for this project in the styles real code uses: sparseattn (local windows by the reshape codes
``(0, -4, -1, block, 0)`` and ``-3``, block-sparse masks from python patterns through ``get_constant``,
banded masks from ``F.arange`` rows and columns, Longformer global tokens by ``slice_axis`` and by
subscripts, Linformer (k, seq_len) projection Parameters, chunked attention padded to a multiple of the
chunk), spiking (LIF neurons unrolled over constructor step counts with ``split(num_outputs=T)``,
``>=`` thresholds, reset by multiplication and by ``where``, straight-through surrogate gradients by
``stop_gradient``, rate coding with ``random.uniform_like``, python ``sum`` of spike lists, learned
per-neuron decays), sinkhorn (log-space Sinkhorn with a hand-written log-sum-exp, cost matrices by
broadcast differences, matrix scaling by ``batch_dot``, soft ranks, Gumbel-Sinkhorn under an
``is_training()`` guard, tolerance early stops), cluster (DEC Student-t assignments to centroid
Parameters, target distributions ``q ** 2 / f``, soft k-means updates, SwAV prototypes, entropy
regularisers, a Parameter's ``.shape`` attribute), ltr (ListNet, ListMLE by suffix sums and by a
triangular constant, RankNet with valid-pair masks, ``log2(arange + 2)`` discounts, padded lists by
``SequenceMask``), imgproc (colour matrices by 1x1 ``Convolution`` and ``dot``, Sobel/Gaussian banks
in grouped convolutions, contrast/gamma, soft histograms, total variation by ``slice_axis``, by
subscripts and in numpy mode), voxel (occupancy decoders by ``broadcast_like`` with axes, voxelization
by ``one_hot`` and by ``scatter_nd``, 3-D U-Net skips by ``slice_like``, separable upsampling, SDF
losses) and calib (temperature scaling with a (1,) Parameter, ECE over python bins, evidential
Dirichlet heads, conformal scores by ``pick``, by fancy indices and by numpy-mode ``sort``/``cumsum``,
label-smoothed NLL with class weights by ``take``). Each was run eagerly and hybridized in MXNet 1.9.1
by bench/mxnet_probes.py; its verdict (``probes_s50b/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s50b`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "spiking/p08_plif_learned_decay_plain_mul.py":
        "HYB008 has no rank for the membrane `v` (split parts of a flatten=False Dense of an input of "
        "unknown rank); only the (H,) decay Parameter's rank is known",
}

SUITE = ProbeSuite("probes_s50b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
