"""The analyzer's error findings on the session-68 adversarial suite (H488, issue #10) against what real MXNet 1.9.1 did.

tests/corpus/probes_s68fp/ holds small HybridBlocks written white-box against the analyzer changes of
session 68, to find legal code their "probably" evidence flags, with a few illegal look-alikes so both
sides are measured: unitsoftmax (HYB008's softmax over its last axis beside a one-unit layer output:
numpy-mode broadcasting, a softmax of data that is 1 wide on its last axis by its form -- a one-unit
output plus a same-shaped mask bias, a one-unit output reshaped to (-1, 1) --, a keepdims entropy, a
single-query batch_dot, a Dense(1) then Flatten, broadcast_like and transposed one-unit Embeddings),
writesonly (constant_shapes' module helpers whose loops only write items: a mask returned as
``m[None]``, one given a batch axis in place by ``m.resize``, a list grown by ``append``, a reshape
in an ``if``), npsplit (the items of a numpy-mode ``F.np.split``: ``.T``, ``astype``, ``len`` of the
list; illegal ``.size``), kwchildren (a helper's ``**kw`` item replaced before a plain operator, by an
item write or ``kw.update``; children with a python keyword beside them) and olderhelpers (older
evidence: HYB003 on subscripts of a helper's dict/tuple parameter holding python values, HYB001 on
values a helper returns, HYB008's broadcast result beside a one-unit output when the other array is
one-unit-shaped too: a Gaussian regression likelihood).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s68fp/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s68fp``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "unitsoftmax/p04_single_query_batch_dot_softmax_axis2.py":
        "legal, flagged: a softmax over axis 2 of a batch_dot whose second operand has one row (an input's "
        "shape, (N, 1, C)) is 1s beside the (N, T, 1) gate; the rule reads a softmax over one entry as a "
        "mistake no author makes, and no form here shows the row count",
    "kwchildren/p03_illegal_kw_item_plain_plus.py":
        "illegal, not found: the (T, T) constant reaches the plain `+` through a module helper's `**kw` item; "
        "the helper's scores parameter has no rank the walk reads there",
}

SUITE = ProbeSuite("probes_s68fp", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
