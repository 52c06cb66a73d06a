"""The analyzer's error findings on the session-62 second probe suite (H391) against what real MXNet 1.9.1 did.

tests/corpus/probes_s62b/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses: glowtts (Glow-TTS text
encoders masked by ``F.SequenceMask`` with lengths from an input, duration predictors over (N, C, T)
under (N, 1, T) masks, prior means expanded to mel frames by ``batch_dot`` with a given alignment,
ActNorm log-determinants, ``generate_path`` by ``F.cumsum`` and ``broadcast_lesser``, the MLE loss),
patchtst (patching by reshape codes of configured patch lengths, overlapping patches by ``slice_axis``
at python offsets, channels folded into the batch, RevIN instance norm, flatten heads by
``(-4, -1, C, -3)``, positional Parameters), sknet (selective kernel units: dilated branches fused by
``+``/``add_n``/builtin ``sum``, global pools, attention softmaxed across branches stacked by
``F.stack`` or taken apart by ``F.split(squeeze_axis=True)``, branch lists from constructor
arguments, ``if F is nd`` checks), lovasz (Lovasz hinge/softmax losses: errors sorted by
``argsort``, gathered by ``take``/``gather_nd`` with ``contrib.arange_like`` rows, Jaccard gradients by
``F.cumsum`` and ``slice_axis`` differences; focal losses by ``pick``, soft dice by ``one_hot``),
autoint (field embeddings from a (fields, d) Parameter, multihead interacting layers by reshape
codes or by ``F.stack(*F.split(...))``, id offsets as constants, output MLPs with in_units from the
constructor, a numpy-mode ``forward``) and rpn (Faster R-CNN RPN heads, anchors generated in the
constructor and cropped by ``slice_like``, box deltas decoded by ``F.split`` with python stds,
``contrib.box_nms`` proposals, clipping to the image by ``shape_array``). Illegal constructs:
``.shape`` (a sequence mask's ``arange``, unpacked for reshapes, a batch size, a shortcut choice,
anchors cropped to the feature size), ``.size``/``len()`` of a tensor guarding a Jaccard difference
(silently skipped after hybridize), ``len(z) // n_vars`` in a reshape, tensor ``if``s,
``.asnumpy()``/``.asscalar()`` (an output length, a positive count, a top-k count), ``nd.stack``,
``nd.array`` and ``mx.nd.random`` in the graph, an NDArray attribute used in the graph, legacy
subscripts (``att[:, 0]``, ``probas[:, c]``, ``z[:, :, i:j]``, ``deltas[:, :, 0]``), ``+=`` on a
loss, iterating a tensor (per-image losses and proposals, per-branch weights), and plain operators on
shapes that differ ((N, C, T) by (N, 1, T) masks, (N, L, C) minus (N, 1, C) means, (N, F, 1) by
(N, F, d) weights, (N, 1) plus a (1,) bias). Each probe was run eagerly and hybridized in MXNet 1.9.1
by bench/mxnet_probes.py; its verdict (``probes_s62b/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s62b`` prints precision and recall per class.
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p10``
(60 probes) and ``p2x`` (24: plain operators between reductions of different ranks ((1,) by (N,), (1,) minus
(P,)), (N, T, 1) + (N, T, T_mel) log-likelihood terms, a helper returning keepdims statistics, split
weights (N, C, 1, 1) on (N, C, H, W) branches, a (1,) temperature, (N, 1, 1) im_info scales; a varargs
``reshape(-1, c, n)``, ``labels[perm]``, ``topk(ret_typ="indices")[0]``, ``att[0]`` of a single output;
legal: plain operators on equal shapes after ``broadcast_like`` or between (N, 1, T) masks and Conv1D(1)
outputs, a residual of equal widths, ``self.param.shape``, ``parts[0]`` of a split, ``topk(ret_typ="both")``
unpacked, per-level anchor constants passed as ``**kwargs``).
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {}

SUITE = ProbeSuite("probes_s62b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
