"""The analyzer's error findings on the session-67 flow probe suite (H473) against what real MXNet 1.9.1 did.

tests/corpus/probes_s67c/ holds small HybridBlocks of four families of values that travel through code
before a construct reads them, written before the analyzer's value flow for them was changed:
overrides2 (a base class's ``hybrid_forward`` uses what ``self._method(...)`` returns, and the subclass
that is run overrides the method: a (B, 1) keepdims gate, a max summary, a stacked view, ``super()._embed``
projected; legal: a ``broadcast_like`` gate, lists of either length, a python factor in a returned tuple,
``zeros_like``), kwargs2 (values of a ``**kwargs`` dict: parameters Gluon passes to ``hybrid_forward`` by
name, ``kw.get("mask")`` in a module helper, ``kw["mask"]`` in a method; legal: ``broadcast_*`` of them,
``is not None`` tests, ``sorted(kwargs)`` loops and ``len(kwargs)``), dictret (dicts returned by methods:
a display, a dict filled item by item; legal: ``concat``, ``broadcast_*``, a python size stored in the
dict) and listcopy (``list(...)`` of a tuple of tensors or of ``F.split``'s outputs, ``hs[:]``, a
comprehension copy, a loop over ``list(hs)``; legal: replace, append, reverse, ``add_n``).
Illegal constructs: ``.shape``, tensor ``if``s, ``.asnumpy()``, a legacy integer subscript, and plain
operators of (B, H) features against (B, 1) or (1, H) operands.
Written in two batches: ``p0x`` (32 probes, before the analyzer's value flow was changed) and ``p2x`` (9, after
it: a ``dict(...)`` call, ``.items()`` loops, ``kw.pop``, ``list(reversed(...))``, ``tuple(...)`` unpacked, an
override of an override).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s67c/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s67c``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {}

SUITE = ProbeSuite("probes_s67c", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
