"""GMA's relative positional embedding (RelPosEmb of the attention's position-only mode): an Embedding over
relative offsets in [-(max_pos - 1), max_pos - 1] for rows and for columns, the offset indices built per
call from the map's size (`h, w = fmap.shape[2:]`, `nd.arange(h)` differences plus max_pos - 1), the
query's score against each key position as `q . (emb_h[i - i'] + emb_w[j - j'])` by batch_dot on the
(H*W, H*W, d) table, added to the content logits."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, dim_head=4, max_pos_size=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.max_pos = max_pos_size
        self.scale = dim_head ** -0.5
        with self.name_scope():
            self.to_q = nn.Conv2D(dim_head, 1, use_bias=False, in_channels=dim)
            self.to_k = nn.Conv2D(dim_head, 1, use_bias=False, in_channels=dim)
            self.rel_height = nn.Embedding(2 * max_pos_size - 1, dim_head)
            self.rel_width = nn.Embedding(2 * max_pos_size - 1, dim_head)

    def hybrid_forward(self, F, fmap):
        h, w = fmap.shape[2:]
        q = self.to_q(fmap).reshape((0, 0, -1)).transpose((0, 2, 1))
        k = self.to_k(fmap).reshape((0, 0, -1)).transpose((0, 2, 1))
        sim = F.batch_dot(q, k, transpose_b=True) * self.scale
        rows, cols = nd.arange(h), nd.arange(w)
        ri = rows.reshape((h, 1, 1, 1)) - rows.reshape((1, 1, h, 1)) + self.max_pos - 1
        ci = cols.reshape((1, w, 1, 1)) - cols.reshape((1, 1, 1, w)) + self.max_pos - 1
        ri = F.broadcast_to(ri, (h, w, h, w)).reshape((-1,))
        ci = F.broadcast_to(ci, (h, w, h, w)).reshape((-1,))
        rel = (self.rel_height(ri) + self.rel_width(ci)).reshape((h * w, h * w, -1))
        pos = F.broadcast_mul(q.expand_dims(2), rel.expand_dims(0)).sum(axis=-1)
        return F.softmax(sim + pos * self.scale, axis=-1)
