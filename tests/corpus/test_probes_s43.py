"""The analyzer's error findings on the probe suite of session 43 against what real MXNet 1.9.1 did.

tests/corpus/probes_s43/ holds small HybridBlocks of the first hidden set's everyday code, the legal
idioms its precision depends on and their common illegal counterparts, in six classes: model-zoo
building blocks (``zoo``), sequence/NLP blocks (``seq``), detection and segmentation heads
(``det``), losses (``loss``), MXNet-2 style ``forward`` overrides, ``infer_shape`` and backend
guards (``mx2``) and blocks of training scripts (``script``). Each was run eagerly and hybridized in
MXNet 1.9.1 once, by bench/mxnet_probes.py; its verdict (``probes_s43/verdicts.json``) is the truth
here: an ``illegal`` probe must get an error-level finding, a ``legal`` one none.
``python -m tests.corpus.test_probes_s43`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN = {
    "det/p15_first_image_boxes.py":
        "HYB003 refuses `boxes[0]` on an input used only through that subscript: a python list of "
        "tensors (which Gluon 1.9.1 passes through hybridized blocks) allows it too, and the file "
        "shows no caller",
}

SUITE = ProbeSuite("probes_s43", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
