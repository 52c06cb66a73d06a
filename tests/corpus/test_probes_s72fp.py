"""The analyzer's error findings on the session-72 adversarial suite (H531, issue #10) against what real MXNet 1.9.1 did.

tests/corpus/probes_s72fp/ holds small HybridBlocks written white-box against the analyzer changes of
session 72, to find legal code they flag, with illegal look-alikes so both sides are measured:
beginstate (H526: a fused RNN layer's begin_state NDArrays held on the block -- read only where F is
nd, a local rebound to traced states before use, only counted, fed by an eager method, overwritten by
None, handed `func=` by __init__; illegal unpacked pair, bare method, loop over time, GRU positional
batch, a False flag, an empty **kwargs method), fromend (H525: sizes compared from the last axis when
one rank is unknown -- widths of 1 by default, class attribute and keyword; illegal widths 2, 4 and a
literal reshape), constsize (H525: numpy draws sized by their third argument or `size=`,
np.concatenate, a helper's `lead` default given or left; illegal row, rank-1 and concatenated
constants beside larger inputs) and paramarr (H523: a Parameter's array by the fixers' data/var
choice -- equal shapes, transposed, reshaped, the block's (1,) scalar; illegal broadcasts and
`P.data()` while traced).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s72fp/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s72fp``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "constsize/p06_helper_lead_default_unit_input.py":
        "HYB008 false positive that no reading of the source can settle: the file is constsize/p12 (illegal) "
        "but for the probe's INPUTS, a (1, 3, 4) batch where p12 feeds (2, 3, 4); the helper's defaulted "
        "leading 1 beside the batch axis is broadcast for every batch but 1 (session 74, H540)",
    "beginstate/p09_illegal_unpacked_pair.py":
        "HYB007 miss: held begin_state states unpacked (`h, c = self.init_state`) and handed back as a list are not followed",
    "beginstate/p11_illegal_loop_over_time.py":
        "HYB007 miss: a local bound to the held states and rebound inside a for loop is not followed to the loop's first read",
    "constsize/p10_illegal_normal_int_size.py":
        "HYB008 miss that no reading of the source can settle: the file is constsize/p02 (legal) but for the "
        "probe's INPUTS, (2, 3) where p02 feeds (3,); a (3,) draw beside an input of unknown rank "
        "(session 74, H540)",
    "paramarr/p05_illegal_choice_broadcast.py":
        "miss that no reading of the source can settle: the file is paramarr/p09 (legal) but for the probe's "
        "INPUTS, (2, 3, 2) where p09 feeds (3, 2); `x * w` of a (3, 2) weight beside an input of unknown "
        "rank (session 74, H540)",
    "paramarr/p08_illegal_choice_row_bias.py":
        "miss: `x + b` with b the data/var choice of a Dense's (3,) bias beside a (2, 3) input: the bias's shape "
        "is not read from the layer; read as an own Parameter is (evidence \"a Parameter lacks the batch axis\"), "
        "the legal paramarr/p09 (the same choice of the (3, 2) weight beside a (3, 2) input) would be flagged too",
}

SUITE = ProbeSuite("probes_s72fp", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
