"""The analyzer's error findings on the probe suite of session 37 against what real MXNet 1.9.1 did.

tests/corpus/probes_s37/ holds small HybridBlocks of four classes of the second hidden set of issue
#10 (tensors in python containers, tensors through helpers, half-ported PyTorch idioms, python values
that look like tensors). Each was run eagerly and hybridized in MXNet 1.9.1 once, by
bench/mxnet_probes.py; its verdict (``probes_s37/verdicts.json``) is the truth here:
an ``illegal`` probe (eager runs, hybridized raises or computes other values) must get an
error-level finding, a ``legal`` one none. ``eager-fail`` probes raise before hybridize() and are
counted apart (no hybridization failure to find). ``python -m tests.corpus.test_probes_s37`` prints
precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN = {
}

SUITE = ProbeSuite("probes_s37", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
