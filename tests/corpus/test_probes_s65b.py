"""The analyzer's error findings on the session-65 second probe suite (H437) against what real MXNet 1.9.1 did.

tests/corpus/probes_s65b/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses, half or more of each family's probes
with values flowing through code (helpers without ``F``, subclass overrides, ``*args``/``**params``,
lists/tuples/dicts of tensors, numpy mode, python lists of numbers, sizes from constructor arguments):
dpr (question and passage encoders with CLS pooling, the in-batch score matrix ``F.dot(q, p,
transpose_b=True)``, hard negatives appended per question, the NLL of positives picked at offsets
``i * (1 + n_hard)``), timesformer (divided space-time attention over (B, T*N+1, C) tokens regrouped by
reshape codes, the CLS token repeated per frame and averaged back, time embeddings cut to T frames), cql
(twin Q heads, the log-sum-exp over Q of random and policy actions tiled per state, the penalty minus the
data Q, the target by the minimum of target Qs, a learned Lagrange alpha), byol (online/target encoders
with projector and predictor MLPs, the normalized MSE ``2 - 2 cos`` symmetrized over two views), evolvegcn
(GCN weights evolved over snapshots by a GRU/LSTM cell, top-k summarisation, the normalized adjacency with
self loops, python loops over snapshot lists) and alibi (head slopes from powers of two computed in
``__init__``, the distance matrix from ``arange``, causal masks, per-head biases added by broadcast).
Illegal constructs: ``.shape`` (a batch, a frame count, samples per state, an identity's size, a head
count), ``len()`` of a tensor, tensor ``if``s, ``.asnumpy()``, ``nd.`` calls in the graph, legacy
subscripts (CLS pooling, a time embedding cut), ``+=`` on a loss, iteration over a tensor (frames, stacked
views, stacked snapshots, slopes), and plain operators on shapes that differ (keepdims maxima and norms,
a (1,) alpha against (B, 1), per-patch time embeddings, degree scaling, (H, L, L) biases, statistics held in
a dict display or a tuple display unpacked by name).
Written in three batches, each recorded and measured before the next was written: ``p0x``/``p10`` (60
probes), ``p2x`` (27, aimed at subtler code: a python-float accumulator that becomes a tensor, ``len()`` of a
dict's tensors in a helper, a ``@use_np`` ``hybrid_forward``, a lambda kept on ``self``, ``list()`` of a
tensor, eager methods outside the graph, ``.detach()``, tuple slices of ``*snapshots``, ``len(x[0])``,
optional masks) and ``p25`` (3, after throwaway snippets: a keepdims statistic in a dict display, one in a
tuple display unpacked by name, and their legal twin).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s65b/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s65b``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
}

SUITE = ProbeSuite("probes_s65b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
