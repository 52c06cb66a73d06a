"""Numpy-mode AFM (`@use_np`) listing the field pairs from the data: `num_fields = e.shape[1]`, pairs
by basic subscripts `e[:, i] * e[:, j]`, stacked and attention-pooled."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 4)]


@use_np
class NumpyShapeAFM(HybridBlock):
    def __init__(self, vocab=20, k=4, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.emb = nn.Embedding(vocab, k)
            self.att = nn.Dense(1, flatten=False)
            self.p = nn.Dense(1)

    def hybrid_forward(self, F, fields):
        ids = F.np.clip(F.np.floor((fields + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        e = self.emb(ids)
        num_fields = e.shape[1]
        inter = F.np.stack([e[:, i] * e[:, j] for i in range(num_fields) for j in range(i + 1, num_fields)],
                           axis=1)
        weights = F.npx.softmax(self.att(inter), axis=1)
        return self.p((inter * weights).sum(axis=1))


Net = NumpyShapeAFM
