"""The analyzer's error findings on the session-72 suite adapted from public Gluon code read by hand (H526).

tests/corpus/probes_s72real/ holds small HybridBlocks adapted from the hybrid code of the code bases a
session-72 hand review found unnamed in tests/corpus/HELDOUT.md ("public Gluon code never reviewed ...
session 72"), one family (public): an SSD tutorial's focal and smooth-L1 losses written with a tensor's
own methods (``pick``, ``log``, ``mean(..., exclude=True)``), a BERT SQuAD loss on split and reshaped
span scores, an anomaly-detection autoencoder that runs its decoder by index and by slice, the same
notebook's SSIM loss reading ``img.context`` to move a window NDArray, a distributed-training test net
calling list-held layers by index, a course ResNet block testing an optional child's truth value.
Each illegal probe (a kept probability against the class scores, a label tensor read by ``label[0]``
where the original passes a list, the ``.context`` read, a batch size read from ``x.shape[0]``, noise
sized by ``mu.shape``, an LSTM's ``begin_state`` NDArrays kept on the block and fed to the layer while
traced) has a legal twin from the real code; further legal constructs of the second review batch: a
max-feature-map block keeping intermediates on ``self``, VAE noise of constructor-fixed size with a
``ctx``, a GhostNet ``F.slice`` with ``None`` ends.
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s72real/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s72real`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {}

SUITE = ProbeSuite("probes_s72real", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
