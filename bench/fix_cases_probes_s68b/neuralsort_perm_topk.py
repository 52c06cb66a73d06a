"""NeuralSort's relaxed sorting operator and a soft top-k built on it: scores s (B, n) as (B, n, 1), the
pairwise absolute differences A_s, `B = A_s @ 1`, the scaling `(n + 1 - 2 * (i + 1))` built with
`nd.arange(n)`, `P_max = (s * scaling - B)^T`, the relaxed permutation softmax(P_max / tau), a
straight-through hard permutation (the one-hot of the argmax of each row, `(P_hard - P).detach() + P`),
and the soft top-k membership as the sum of the permutation's first k rows."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 6)]


class NeuralSort(nn.HybridBlock):
    def __init__(self, tau=1.0, hard=False, **kwargs):
        super(NeuralSort, self).__init__(**kwargs)
        self.tau = tau
        self.hard = hard

    def hybrid_forward(self, F, scores):
        scores = scores.expand_dims(-1)
        dim = scores.shape[1]
        one = nd.ones((dim, 1))
        A_scores = F.abs(scores - scores.transpose((0, 2, 1)))
        B = F.dot(A_scores, one)
        scaling = (dim + 1 - 2 * (nd.arange(dim) + 1))
        C = F.dot(scores, scaling.reshape((1, dim)))
        P_max = (C - B).transpose((0, 2, 1))
        P_hat = F.softmax(P_max / self.tau, axis=-1)
        if self.hard:
            P_hard = F.one_hot(F.argmax(P_hat, axis=-1), dim)
            P_hat = F.stop_gradient(P_hard - P_hat) + P_hat
        return P_hat


class Net(nn.HybridBlock):
    def __init__(self, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.score = nn.Dense(6, in_units=6)
            self.sorter = NeuralSort(tau=0.5, hard=True)

    def hybrid_forward(self, F, x):
        s = self.score(x)
        P = self.sorter(s)
        topk = P[:, :self.k, :].sum(axis=1)
        return x * topk, P
