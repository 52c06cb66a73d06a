"""Cross-encoder reranker: (B*K, L, D) encoded query-passage pairs, the [CLS] vector `h[:, 0]` scored, scores folded to (B, K) by the number of queries from the batch size, softmax per query."""
from mxnet.gluon import nn


INPUTS = [(6, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.enc = nn.Dense(5, in_units=5, flatten=False, activation='tanh')
            self.score = nn.Dense(1, in_units=5)

    def hybrid_forward(self, F, x):
        h = self.enc(x)
        s = self.score(h[:, 0])
        s = s.reshape((x.shape[0] // self.k, self.k))
        return F.softmax(s, axis=1)
