"""The analyzer's error findings on the session-74 suite adapted from public Gluon code read by hand (H542).

tests/corpus/probes_s74real/ holds small HybridBlocks adapted from the hybrid code of the code bases a
session-74 hand review found unnamed in tests/corpus/HELDOUT.md ("public Gluon code never reviewed ...
session 74"), one family (public): an SSD body unpacked from a HybridSequential of three and walked by
index, an L2-normalization scale Parameter read by ``.data()`` in hybrid code or taken as the keyword of
the attribute it is stored on, DeepLab's ASPP joined by the ``ndarray`` module or by ``F.concat`` and a
dense block iterating its Sequential, a text-detection dice loss whose OHEM helper calls the module's
``nd as F`` (or is given hybrid_forward's F), picks channels by subscript (or by ``slice_axis``), tests
``if pos_num == 0`` and caps a count with the builtin ``min``, an RNN encoder whose begin states read
``inputs.shape[0]`` only under ``isinstance(inputs, mx.nd.NDArray)`` beside a sampling decoder that
reshapes by ``past_target.shape[0]``, branches stored through ``vars(self)`` then ``setattr``, CRNN
heads (``max(axis=2).squeeze()``, a config object's ``if hp.dropout > 0``), a masked focal loss with
``** gamma`` and ``.log()``, and a pix2pix U-Net unit's ``outermost`` flag.
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s74real/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s74real`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {}

SUITE = ProbeSuite("probes_s74real", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
