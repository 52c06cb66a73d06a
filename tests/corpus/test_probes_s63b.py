"""The analyzer's error findings on the session-63 second probe suite (H406) against what real MXNet 1.9.1 did.

DOCSTRING-TBD
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "psenet/p24_total_loss_keepdims_text_plus_kernels.py":
        "HYB008: `0.7 * loss_text + 0.3 * loss_kernels`, the text dice (N, 1) and the kernel dice (N, K - 1): "
        "each is `1 - 2 * F.sum(t * g, axis=(2, 3)) / (...)` of a map t of the input's unknown rank times g, "
        "g the width-1 `slice_axis(gt, axis=1, begin=0, end=1) > 0` or the rest `slice_axis(gt, axis=1, "
        "begin=1, end=None) > 0` of the same input; the walk knows neither rank, and the head-and-rest "
        "evidence (HYB008 `_rest_of_slice`) holds between the two slices themselves, not through the "
        "products with t and the sums over axes (2, 3) that keep axis 1 -- following a slice's size-1 axis "
        "through a reduction over other axes and an elementwise product is not done yet",
}

SUITE = ProbeSuite("probes_s63b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
