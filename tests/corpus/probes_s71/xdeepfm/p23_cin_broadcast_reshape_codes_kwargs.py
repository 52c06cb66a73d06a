"""xDeepFM's CIN with the outer product by `broadcast_mul` of `expand_dims` (B, F, 1, D) and (B, 1, H, D),
folded by the reshape code `(0, -3, 0)` for a Conv1D, sum pooling over D, layer sizes and `split_half`
from `**kwargs` (`kwargs.pop`), half of each layer kept by `slice_axis` when `self.split_half`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class CIN(HybridBlock):
    def __init__(self, vocab=20, k=3, **kwargs):
        self.layer_sizes = kwargs.pop("layer_sizes", (4, 4))
        self.split_half = kwargs.pop("split_half", True)
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.emb = nn.Embedding(vocab, k)
            self.convs = nn.HybridSequential()
            for h in self.layer_sizes:
                self.convs.add(nn.Conv1D(h, 1, activation="relu"))
            self.out = nn.Dense(1)

    def hybrid_forward(self, F, fields):
        ids = F.clip(F.floor((fields + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        x0 = self.emb(ids)
        xk, pooled = x0, []
        for i, conv in enumerate(self.convs):
            z = F.broadcast_mul(x0.expand_dims(2), xk.expand_dims(1)).reshape((0, -3, 0))
            h = conv(z)
            if self.split_half and i < len(self.layer_sizes) - 1:
                half = self.layer_sizes[i] // 2
                xk = F.slice_axis(h, axis=1, begin=0, end=half)
                h = F.slice_axis(h, axis=1, begin=half, end=None)
            else:
                xk = h
            pooled.append(h.sum(axis=2))
        return self.out(F.concat(*pooled, dim=1))


Net = CIN
