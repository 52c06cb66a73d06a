"""BERT4Rec's encoder input: positions `F.arange(L)` embedded and expanded to (1, L, D) to add to (B, L, D), a bidirectional attention mask from the padding `(seq > 0)` broadcast over the query axis with `mask.reshape((b, 1, L))`, b and L unpacked from `seq.shape`."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, items=10, maxlen=6, d=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.d = d
        with self.name_scope():
            self.item_emb = nn.Embedding(items, d)
            self.pos_emb = nn.Embedding(maxlen, d)
            self.qkv = nn.Dense(3 * d, in_units=d, flatten=False)

    def hybrid_forward(self, F, seq):
        b, L = seq.shape
        x = self.item_emb(seq) + self.pos_emb(F.arange(L)).expand_dims(0)
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        mask = (seq > 0).reshape((b, 1, L))
        scores = F.batch_dot(q, k, transpose_b=True) / math.sqrt(self.d)
        scores = F.where(F.broadcast_to(mask, (b, L, L)), scores, F.ones_like(scores) * -1e9)
        return F.batch_dot(F.softmax(scores, axis=-1), v)
