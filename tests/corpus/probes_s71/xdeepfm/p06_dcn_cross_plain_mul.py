"""Cross layer with plain operators: `x0 * xw + b + xl`, (B, D) times the (B, 1) projection."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class PlainCross(HybridBlock):
    def __init__(self, vocab=20, fields=5, k=3, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.emb = nn.Embedding(vocab, k)
            self.proj = nn.Dense(1, use_bias=False)
            self.out = nn.Dense(1)

    def hybrid_forward(self, F, fields):
        ids = F.clip(F.floor((fields + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        x0 = self.emb(ids).reshape((0, -1))
        xw = self.proj(x0)
        return self.out(x0 * xw + x0)


Net = PlainCross
