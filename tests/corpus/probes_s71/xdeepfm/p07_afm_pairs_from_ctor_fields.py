"""Attentional FM: field pairs listed by `itertools.combinations(range(num_fields), 2)` in the
constructor, pair embeddings by `F.take` with constant index rows, element-wise products, attention by
a Dense(flatten=False) and `softmax(axis=1)`, pooled by `sum(axis=1)`."""
import itertools

import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class AFM(HybridBlock):
    def __init__(self, vocab=20, fields=5, k=4, att=6, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        pairs = np.array(list(itertools.combinations(range(fields), 2)), "float32")
        with self.name_scope():
            self.emb = nn.Embedding(vocab, k)
            self.rows = self.params.get_constant("rows", pairs[:, 0])
            self.cols = self.params.get_constant("cols", pairs[:, 1])
            self.att = nn.Dense(att, activation="relu", flatten=False)
            self.h = nn.Dense(1, use_bias=False, flatten=False)
            self.p = nn.Dense(1)

    def hybrid_forward(self, F, fields, rows, cols):
        ids = F.clip(F.floor((fields + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        e = self.emb(ids)
        inter = F.take(e, rows, axis=1) * F.take(e, cols, axis=1)
        weights = F.softmax(self.h(self.att(inter)), axis=1)
        pooled = F.sum(F.broadcast_mul(inter, weights), axis=1)
        return self.p(pooled)


Net = AFM
