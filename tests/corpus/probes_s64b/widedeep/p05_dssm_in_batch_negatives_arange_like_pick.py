"""DSSM two-tower retrieval with in-batch negatives: query and document towers L2-normalised by `F.L2Normalization`, the (N, N) cosine matrix `F.dot(q, d, transpose_b=True) / temperature`, the positives on the diagonal picked by `F.pick(log_softmax(scores), F.contrib.arange_like(scores, axis=0), axis=1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class InBatchDSSM(HybridBlock):
    def __init__(self, dim=8, temperature=0.1, **kwargs):
        super().__init__(**kwargs)
        self._tau = temperature
        with self.name_scope():
            self.qt = nn.Dense(dim, activation="tanh")
            self.dt = nn.Dense(dim, activation="tanh")

    def hybrid_forward(self, F, query, doc):
        q = F.L2Normalization(self.qt(query))
        d = F.L2Normalization(self.dt(doc))
        scores = F.dot(q, d, transpose_b=True) / self._tau
        labels = F.contrib.arange_like(scores, axis=0)
        return -F.mean(F.pick(F.log_softmax(scores, axis=1), labels, axis=1))


Net = InBatchDSSM
