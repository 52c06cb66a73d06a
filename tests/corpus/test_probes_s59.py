"""The analyzer's error findings on the session-59 probe suite (H366) against what real MXNet 1.9.1 did.

tests/corpus/probes_s59/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code uses: centernet (CenterNet-style detection: heatmap
heads, peaks kept where a 3x3 max-pool equals the heatmap, top-k decoding of centres into class, row
and column by ``floor`` with python sizes, size and offset maps gathered at the peaks by
``one_hot``/``batch_dot`` or ``gather_nd`` with ``arange_like`` batch indices, focal losses, heads
from a python dict), bertmlm (BERT pre-training heads: word, segment and position embeddings,
masked positions gathered by ``gather_nd``, an MLM decoder tied to the embedding weight through
``FullyConnected``, a next-sentence pooler on the first token by ``slice_axis``, valid-length
attention masks), las (listen-attend-spell: pyramidal BiLSTMs folding frame pairs by reshape codes,
location-aware attention with a Conv1D over the previous alignment, teacher-forced spellers over
python step loops, ``SequenceMask`` padding), informer (ProbSparse-style query selection with fixed
key samples and ``topk``, distilling Conv1D + ``MaxPool1D`` halving length, decoder inputs of start
tokens concatenated with ``zeros_like`` placeholders, temporal and sinusoidal embeddings, causal
masks as constants), dgcnn (kNN by pairwise distances, edge features by gathering neighbours and
repeating centres, max over neighbours, global features broadcast back over points) and shufflenet
(channel shuffle by reshape-swapaxes-reshape, channel split by ``split``, grouped 1x1 convs,
stride-2 units concatenating two branches, SE gates, numpy-mode ``forward``s). Illegal constructs:
``.shape`` (unpacked, in a helper function, in a ``zeros`` shape, as a pooling kernel), ``len()`` of
a tensor (silently the batch size: batch indices all zero, a wrong loss mean), ``.asscalar()``/
``.asnumpy()``, a Parameter's ``.data()``, the NDArray-only ``.T``, legacy subscripts (``seq[:, 0, :]``,
``emb[:, t]``, ``idx[:, :, 1:]``, ``x[:, :half]``, ``pe[:, :L]``), ``+=`` on tensors, a tensor ``if``,
and plain operators on shapes that differ ((C, 1, 1) and (L, C) Parameters, (N, 1, A) queries,
(N, 1, P) norms, (N, P, 1, C) centres, (N, C, 1, 1) gates). Written in three batches, each
recorded and measured before the next was written: ``p0x``/``p1x`` (62 probes), ``p2x`` (24: ``.dtype``,
``.context``, ``.ndim``, ``.size``, python ``max`` and a conditional expression on tensors, loops over a
batch tensor, ``[0]`` on an LSTM's single output, ``nd`` ops and an ``nd.array`` attribute; legal
Parameter ``.shape``, loops over a multi-output ``split``, builtin ``sum``, numpy-mode ``forward``
shapes) and ``p3x`` (18: a module-level ``nd`` kernel, a lambda and a plain helper object reading
``.shape``, ``.copy()``/``.detach()``, a one-output ``split`` indexed, a rank-1 bias Parameter; legal
``.shape`` behind ``if F is nd``/``isinstance(x, nd.NDArray)``, ``size_array``/``shape_array`` counts,
numpy constants' sizes). Each probe was run eagerly and
hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict (``probes_s59/verdicts.json``) is
the truth here. ``python -m tests.corpus.test_probes_s59`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "bertmlm/p02_embeddings_position_table_plain_add.py":
        "HYB008: `self.word_embed(tokens) + pos` with pos = `slice_axis` of the (max_len, C) Parameter "
        "(6, 8) and the embedding (tokens' shape + (8,)); tokens come from the input, whose rank nothing "
        "in the block fixes (a 1-D input of 6 ids gives (6, 8), equal): the shapes differ only through "
        "the input's rank",
    "bertmlm/p31_heads_split_single_head_index.py":
        "HYB003: `heads[i]` on `F.split(q, num_outputs=self._num_heads, axis=-1)`; with one output the "
        "split is a single tensor (row i eagerly, output i traced), and a literal `num_outputs=1` is "
        "read so already, but here the 1 is only `__init__`'s default: the file never constructs the "
        "class (`Net = OneHeadProjection`), so fixed_attributes.py rightly refuses the value, and a "
        "finding resting on a default would flag every multi-head block built elsewhere with more heads",
}

SUITE = ProbeSuite("probes_s59", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
