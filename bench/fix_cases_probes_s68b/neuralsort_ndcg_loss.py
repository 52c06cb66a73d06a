"""A differentiable NDCG loss (PiRank/NeuralNDCG style): the relaxed permutation of the predicted scores by
NeuralSort, gains `2^rel - 1` of the relevances sorted by it (`batch_dot(P, gains)`), discounts
`1 / log2(i + 2)` from `nd.arange(n)`, the ideal DCG of the relevances sorted descending, the lists with
no relevant item skipped by an `.asscalar()` check, and `1 - mean(ndcg)`."""
import math

from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 5), (3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, tau=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.tau = tau
        with self.name_scope():
            self.scorer = nn.Dense(5, in_units=5)

    def hybrid_forward(self, F, x, rel):
        rel = F.relu(rel) * 3
        s = self.scorer(x).expand_dims(-1)
        n = s.shape[1]
        A_s = F.abs(F.broadcast_sub(s, s.transpose((0, 2, 1))))
        B = A_s.sum(axis=-1, keepdims=True)
        scaling = (n + 1 - 2 * (F.arange(n) + 1)).reshape((1, 1, n))
        P = F.softmax((F.broadcast_mul(s, scaling) - B).transpose((0, 2, 1)) / self.tau, axis=-1)
        gains = 2 ** rel - 1
        discounts = 1.0 / (nd.log(nd.arange(n) + 2) / math.log(2))
        sorted_gains = F.batch_dot(P, gains.expand_dims(-1)).reshape((-1, n))
        dcg = (sorted_gains * discounts).sum(axis=1)
        ideal = F.sort(gains, axis=1, is_ascend=False)
        idcg = (ideal * discounts).sum(axis=1)
        if idcg.min().asscalar() == 0:
            idcg = idcg + 1e-10
        ndcg = dcg / idcg
        return 1 - ndcg.mean()
