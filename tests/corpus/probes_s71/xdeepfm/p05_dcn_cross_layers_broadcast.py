"""Deep & Cross Network: `x_{l+1} = x0 * (x_l . w) + b + x_l` with w a (D, 1) Parameter by `F.dot`, the
(B, 1) projections applied by `broadcast_mul`, b (D,) reshaped to (1, D) for `broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class CrossLayer(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w = self.params.get("w", shape=(dim, 1))
            self.b = self.params.get("b", shape=(dim,), init="zeros")

    def hybrid_forward(self, F, x0, xl, w, b):
        xw = F.dot(xl, w)
        return F.broadcast_add(F.broadcast_mul(x0, xw), b.reshape((1, -1))) + xl


class DCN(HybridBlock):
    def __init__(self, vocab=20, fields=5, k=3, layers=2, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.emb = nn.Embedding(vocab, k)
            self.cross = nn.HybridSequential()
            for _ in range(layers):
                self.cross.add(CrossLayer(fields * k))
            self.out = nn.Dense(1)

    def hybrid_forward(self, F, fields):
        ids = F.clip(F.floor((fields + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        x0 = self.emb(ids).reshape((0, -1))
        x = x0
        for layer in self.cross:
            x = layer(x0, x)
        return self.out(x)


Net = DCN
