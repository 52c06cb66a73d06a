"""xDeepFM's compressed interaction network with the outer product in a module helper without F,
`outer(x0, xk)` as `x0.expand_dims(2) * xk.expand_dims(1)`: (B, F, 1, D) times (B, 1, H, D)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


def outer(x0, xk):
    return x0.expand_dims(2) * xk.expand_dims(1)


class HelperCIN(HybridBlock):
    def __init__(self, vocab=20, k=3, layer_sizes=(4, 4), **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.emb = nn.Embedding(vocab, k)
            self.convs = nn.HybridSequential()
            for h in layer_sizes:
                self.convs.add(nn.Conv1D(h, 1))
            self.out = nn.Dense(1)

    def hybrid_forward(self, F, fields):
        ids = F.clip(F.floor((fields + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        x0 = self.emb(ids)
        xk, pooled = x0, []
        for conv in self.convs:
            z = outer(x0, xk).reshape((0, -3, 0))
            xk = conv(z)
            pooled.append(F.sum(xk, axis=2))
        return self.out(F.concat(*pooled, dim=1))


Net = HelperCIN
