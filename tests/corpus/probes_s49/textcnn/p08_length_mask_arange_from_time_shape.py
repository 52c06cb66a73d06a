"""A padding mask built from `F.arange(words.shape[1])` compared with the lengths by `broadcast_lesser`, then used for masked max pooling."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 7, 6), (4,)]


class Net(HybridBlock):
    def __init__(self, max_len=7, embed=6, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.proj = nn.Dense(embed, flatten=False, in_units=embed)
            self.out = nn.Dense(classes, in_units=embed)

    def hybrid_forward(self, F, words, lengths):
        lengths = F.clip(F.ceil(F.abs(lengths) * self.max_len), 1, self.max_len)
        steps = F.arange(words.shape[1]).reshape((1, -1))
        mask = F.broadcast_lesser(steps, lengths.reshape((-1, 1)))
        h = F.broadcast_add(self.proj(words), (mask.expand_dims(2) - 1) * 1e4)
        return self.out(F.max(h, axis=1))
