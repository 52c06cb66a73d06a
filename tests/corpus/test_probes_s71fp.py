"""The analyzer's error findings on the session-71 adversarial suite (H520, issue #10) against what real MXNet 1.9.1 did.

tests/corpus/probes_s71fp/ holds small HybridBlocks written white-box against the analyzer changes of
session 71, to find legal code their "probably" evidence flags, with a few illegal look-alikes so both
sides are measured: autogradone (H513: an mx.autograd.Function of this file whose forward returns one
array counts as one tensor -- a forward returning its `*xs`, a parameter rebound to a pair, a subclass
overriding forward with a tuple; illegal `[0]` of one array), helpershape (H513/H510: a module
helper's returned sizes and np.tile's -- a helper whose branch returns a full mask, a size parameter,
a module global the caller shadows, tile repetitions by name and literal; illegal keyword-sized
checkerboard by `*`), initowner (H510: a class without `__init__` reads its base's -- a class
attribute or an overridden method sizing the child, a **kwargs width through a factory, an
intermediate class rebuilding the child; illegal inherited width 1), percall (H513: a helper walked
once per call site -- keywords out of order, a None default filled, positional-only parameters,
`*pair` at a call, recursion; illegal pooled keyword at one site) and methodstat (H516: a batch
statistic by a tensor's method beside a Parameter -- a transposed copy, exclude=True, an (N, L, C)
sequence, a one-axis batch; illegal (L,) and keepdims look-alikes).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s71fp/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s71fp``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "methodstat/p01_method_mean_of_transposed.py":
        "HYB008's Parameter evidence (a (C,) Parameter lacks the batch axis an activation has) is cleared by "
        "_batch_total only for a reduction over axis 0; a channels-first copy (`x.transpose((1, 0, 2, 3))`) "
        "reduced over (1, 2, 3) loses the batch too (the F.mean form is flagged alike)",
    "methodstat/p05_illegal_method_mean_keeps_channels_last.py":
        "HYB008: a reduction over a literal axis tuple holding 0 clears the Parameter evidence whatever the "
        "rank (H516's method form joins the F.mean form here): `x.mean(axis=(0, 1))` keeps the channels of an "
        "(N, L, C) map (legal, p03) but the length of an (N, C, L) one, and nothing here tells the layouts apart "
        "(a miss kept for p03's sake: precision first)",
    "initowner/p04_illegal_class_attr_not_overridden.py":
        "a child sized by a class attribute (`nn.Dense(self.GATE)`) has no known width: the declaration "
        "readers do not read class attributes through self (which also keeps p01's override from being misread)",
    "initowner/p08_illegal_inherited_default_gate.py":
        "the base's gate width is its __init__'s default parameter (`gate=1`): an inherited __init__'s "
        "defaults are not read as the subclass's sizes (only the base's literal Dense(1) is)",
    "helpershape/p09_illegal_helper_unit_mask.py":
        "a helper with an `if` returning another shape is no ModuleHelper (straight-line helpers only), so "
        "the (1, 1, h, w) board of its last return is not read -- the refusal that keeps p01 legal",
    "percall/p07_illegal_positional_only_pooled.py":
        "a helper of positional-only parameters (`def _sub(F, a, b, /)`) is not walked per call site",
    "percall/p08_illegal_default_site_pooled_skip.py":
        "a helper that rebinds its `skip=None` parameter under an `if` is not walked per call site",
}

SUITE = ProbeSuite("probes_s71fp", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
