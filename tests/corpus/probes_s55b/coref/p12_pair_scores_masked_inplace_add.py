"""Pair scorer that adds the causal mask bias in place, `scores += mask_bias`, as the PyTorch original does."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5)]

M = 4
MASK_BIAS = [[[0.0 if j < i else -1e4 for j in range(M)] for i in range(M)]]


class PairScorer(HybridBlock):
    def __init__(self, dim=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pair = nn.Dense(dim, flatten=False, in_units=dim, use_bias=False)
            self.mask_bias = self.params.get_constant("mask_bias", MASK_BIAS)

    def hybrid_forward(self, F, mentions, mask_bias):
        scores = F.batch_dot(self.pair(mentions), mentions, transpose_b=True)
        scores += F.broadcast_like(mask_bias, scores)
        return F.log_softmax(scores, axis=-1)


Net = PairScorer
