"""SASRec's input layer: item embeddings scaled by `sqrt(d)` plus positional embeddings of `F.arange(seq.shape[1])` added as (B, L, D) + (L, D) by NDArray's broadcasting, the padding positions zeroed by `x * (seq > 0).expand_dims(-1)`."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, items=10, maxlen=8, d=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.d = d
        with self.name_scope():
            self.item_emb = nn.Embedding(items, d)
            self.pos_emb = nn.Embedding(maxlen, d)

    def hybrid_forward(self, F, seq):
        x = self.item_emb(seq) * math.sqrt(self.d)
        x = x + self.pos_emb(F.arange(seq.shape[1]))
        mask = (seq > 0).expand_dims(-1)
        return x * mask
