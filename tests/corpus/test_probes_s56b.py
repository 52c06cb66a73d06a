"""The analyzer's error findings on the session-56 probe suite (H341) against what real MXNet 1.9.1 did.

tests/corpus/probes_s56b/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code uses: han (hierarchical attention networks: word and
sentence attention by ``broadcast_mul``, padded documents folded by reshape codes -3/-4, padding masks
by ``where`` and ``SequenceMask``, two-level children over ``split`` sentences, an unbatched document
averaged by ``len``), kan (Kolmogorov-Arnold networks: Cox-de Boor B-spline bases over a constant knot
grid by ``slice_axis`` and ``broadcast_*``, Gaussian bases over an ``arange`` grid, spline coefficients
by ``FullyConnected`` with a Parameter, per-edge activation children looped over a HybridSequential,
grid extension from the batch), tabnet (sparsemax by ``sort`` and a triangular constant, attentive
transformers with prior scales, ghost batch norm over ``split`` virtual batches, GLU feature
transformers, mask-entropy sparsity losses), iqa (image quality assessment: patch scores folded into
the batch, saliency-weighted pooling, pairwise ranking with a shared scorer, SSIM-like local
statistics by pooling, a numpy-mode head), slot (joint intent detection and slot filling: BiLSTM
taggers, slot gates with the intent context, padding masks by ``broadcast_like``/``where``,
``SequenceLast`` on mask lengths, a CRF-free greedy decoder over ``split`` steps) and sep (audio source
separation: spectrogram masks, multi-source masks by reshape code -4, Conv-TasNet encoder/decoder,
permutation-invariant losses, SI-SNR, a numpy-mode ``forward`` with mixture consistency). Each was run
eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s56b/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s56b`` prints
precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
}

SUITE = ProbeSuite("probes_s56b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
