"""The analyzer's error findings on the session-69 adversarial suite (H500, issue #10) against what real MXNet 1.9.1 did.

tests/corpus/probes_s69fp/ holds small HybridBlocks written white-box against the analyzer changes of
session 69, to find legal code their "probably" evidence flags, with a few illegal look-alikes so both
sides are measured: splitbatch (H490: the parts of a split along the last axis keep the tensor's axis
0 as a likely batch -- a (2,) input split into (1,) parts, a (1, L, 2C) parameter split, a child block
called only on a parameter, parts swapped/reshaped before a plain `+`, numpy-mode `+`; illegal masks
and biases added to the parts), attrnumber (H490: `self.n` holding a python number in shifted_name's
proof -- python loop indices, helper parameters and keyword defaults shifted and scaled into
`F.arange` / `F.eye`, a list repeated by `self.n - 1`; illegal shifted inputs' `len` and `.shape`) and
autogradfn (H491: the output of an mx.autograd.Function subclass -- forwards returning a python number
beside the array, a list, a dict, a numpy table; a local class named Function; illegal `.shape` and
`.asnumpy()` of the outputs) and rnnstate (H495: HYB008's recurrent cell state sizes, `self.cell(x, [h])`
-- (N, 1) factors multiplied before a broadcast_mul, a broadcast_to / tile / broadcast_like to the hidden size, a
file's own class named GRUCell, a child built with hidden 1; illegal plain products and a keepdims centring).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s69fp/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s69fp``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "splitbatch/p01_pair_input_split_offset_plus.py":
        "legal, flagged (older evidence, not session 69's): a (2,) input split in two along its last axis "
        "gives (1,) parts, and `lo + shift` with a (1,) Parameter is equal-shaped; the rule reads a (1,) "
        "Parameter plainly added to a tensor of unknown shape as a broadcast, and no form shows the input is (2,)",
}

SUITE = ProbeSuite("probes_s69fp", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
