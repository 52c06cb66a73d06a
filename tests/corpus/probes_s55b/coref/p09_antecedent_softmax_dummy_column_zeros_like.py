"""Antecedent distribution with the dummy (no antecedent) score 0 prepended as `zeros_like(slice_axis(scores, axis=2, begin=0, end=1))`, log-softmax over M+1, the marginal log-likelihood of gold antecedents by `log(sum(exp(.) * gold))` on equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5), (2, 4, 5)]


class AntecedentLoss(HybridBlock):
    def __init__(self, dim=5, num_mentions=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pair = nn.Dense(dim, flatten=False, in_units=dim, use_bias=False)

    def hybrid_forward(self, F, mentions, gold_raw):
        scores = F.batch_dot(self.pair(mentions), mentions, transpose_b=True)
        dummy = F.zeros_like(F.slice_axis(scores, axis=2, begin=0, end=1))
        logp = F.log_softmax(F.concat(dummy, scores, dim=2), axis=-1)
        gold = gold_raw > 0
        marginal = F.log(F.sum(F.exp(logp) * gold, axis=-1) + 1e-6)
        return -F.sum(marginal)


Net = AntecedentLoss
