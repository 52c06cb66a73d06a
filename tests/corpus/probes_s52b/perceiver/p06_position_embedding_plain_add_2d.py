"""Perceiver input adapter with a learned (N, D) position embedding Parameter added to the embedded (B, N, D) inputs by a plain `+`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 4)]


class Net(HybridBlock):
    def __init__(self, max_len=12, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(dim, flatten=False)
            self.pos_emb = self.params.get("pos_emb", shape=(max_len, dim), init=init.Normal(0.02))

    def hybrid_forward(self, F, x, pos_emb):
        return self.embed(x) + pos_emb
