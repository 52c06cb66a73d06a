"""Numpy-mode FM (`@use_np`): `0.5 * (e.sum(axis=1) ** 2 - (e ** 2).sum(axis=1)).sum(axis=1, keepdims=True)`,
first-order weights and a (1,) bias Parameter added by a plain `+` to (B, 1) (numpy broadcasting)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 5)]


@use_np
class NumpyFM(HybridBlock):
    def __init__(self, vocab=20, k=4, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.emb = nn.Embedding(vocab, k)
            self.first = nn.Embedding(vocab, 1)
            self.bias = self.params.get("bias", shape=(1,), init="zeros")

    def hybrid_forward(self, F, fields, bias):
        ids = F.np.clip(F.np.floor((fields + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        e = self.emb(ids)
        second = 0.5 * (e.sum(axis=1) ** 2 - (e ** 2).sum(axis=1)).sum(axis=1, keepdims=True)
        return F.npx.sigmoid(self.first(ids).sum(axis=1) + second + bias)


Net = NumpyFM
