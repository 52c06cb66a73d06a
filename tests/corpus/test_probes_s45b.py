"""The analyzer's error findings on the second session-45 probe suite against what real MXNet 1.9.1 did.

tests/corpus/probes_s45b/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code uses: ssl (NT-Xent over a 2N batch with the
diagonal masked by ``F.eye`` or by item assignment, supervised contrastive masks, momentum encoders
synced in a ``forward`` override, memory queues as an NDArray attribute and as a Parameter,
batch-hard triplets, pairwise ``expand_dims`` differences, numpy-mode similarity slices), pose
(integral soft-argmax with ``arange`` weights, argmax decoding by ``%``/``floor``, offsets picked at
peaks, OKS losses with visibility masks, numpy-mode and legacy heatmap slices), ocr (CTC loss with
lengths, bidirectional features by ``reverse``/``concat``, ``SequenceMask``, greedy decoding on
tensors, CRNN map-to-sequence, ``SwapAxis`` time-major RNNs), warp (``GridGenerator``/
``BilinearSampler`` transformers, flow warping with base grids from ``arange_like`` or from
``x.shape``, cost volumes over a python range, ``Correlation``, coarse-to-fine flow upsampling),
sr (pixel shuffle by reshape codes, EDSR residual scaling, global residuals over upsampled inputs,
patch-wise processing, clipping, channel attention) and quant (straight-through fake quantisation,
per-channel scales from ``max(abs(w))``, EMA ranges, LSQ gradient scales, PACT). Each was run
eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s45b/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s45b``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
}

SUITE = ProbeSuite("probes_s45b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
