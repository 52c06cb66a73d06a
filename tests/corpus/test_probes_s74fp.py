"""The analyzer's error findings on the session-74 adversarial suite (H540, issue #10) against what real MXNet 1.9.1 did.

tests/corpus/probes_s74fp/ holds small HybridBlocks written white-box against the analyzer changes of
session 74, to find legal code they flag and illegal code they now let through:
unitdefault (HYB008: a keepdims reduction's guess "beside its own data" refuted by a child layer whose
size is 1 when the block is built with its defaults -- an ``__init__`` default, keyword-only, arithmetic
to 1, a stored attribute, a one-channel conv; illegal sizes 2, a default rebound before the build,
``units + 1``, a flattening Dense, a middle-axis reduction), classconst (the size a class-body
constant ``OUT = 1`` read through ``self``; illegal a subclass's override, an instance store before the
build, ``OUT = 2``, a ``setattr`` at module level, a tuple item), moduleconst (a module constant
``WIDTH = 1``; illegal a later module rebinding, a local or parameter of ``__init__`` hiding it, a
``global`` rebinding run at import, ``WIDTH = 2``), unitaxis (a size-1 last axis of an operand of
unknown rank -- a width-1 slice, a one-unit projection of a 3-D or 4-D input; illegal the other axis,
a transpose, a two-axis reduction, a width-2 slice, another input's projection) and flagstate (HYB007:
held ``begin_state`` NDArrays and a local rebound to traced states under ``if self.<flag>:`` with the
flag a literal of ``__init__``; illegal the branch that rebinds never runs).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s74fp/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s74fp``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "unitaxis/p10_illegal_unit_dense_of_other_input.py":
        "HYB008 miss (as at fac393fc, before session 74): a one-unit projection of the input y beside a keepdims "
        "mean of the input x; the keepdims guess is \"beside its own data\", and an operand computed from other "
        "inputs alone is left unreported (_inputs_disjoint) since nothing ties its shape to x's",
}

SUITE = ProbeSuite("probes_s74fp", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
