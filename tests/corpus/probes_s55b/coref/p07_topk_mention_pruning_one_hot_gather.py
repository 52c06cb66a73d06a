"""Mention pruning: the best `k` spans by `F.topk(ret_typ='indices')`, gathered from the (N, S, D) spans by a `one_hot` (N, k, S) matrix and `batch_dot`, k a python constant."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 4)]


class MentionPruner(HybridBlock):
    def __init__(self, dim=4, num_spans=7, keep=3, **kwargs):
        super().__init__(**kwargs)
        self.num_spans, self.keep = num_spans, keep
        with self.name_scope():
            self.scorer = nn.Dense(1, flatten=False, in_units=dim)

    def hybrid_forward(self, F, spans):
        scores = F.reshape(self.scorer(spans), shape=(0, -1))
        idx = F.topk(scores, axis=1, k=self.keep, ret_typ="indices")
        select = F.one_hot(idx, depth=self.num_spans)
        kept = F.batch_dot(select, spans)
        kept_scores = F.topk(scores, axis=1, k=self.keep, ret_typ="value")
        return kept, kept_scores


Net = MentionPruner
