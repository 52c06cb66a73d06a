"""Crossformer's dimension-segment-wise embedding: the series (B, T, D) padded at the front to a
multiple of the segment length by repeating its first step, cut into segments
`x.reshape((batch, -1, self.seg_len, ts_d))`, each segment of each dimension embedded by one Dense,
plus a learned position table of (1, D, segments, d_model) added with a plain `+`, then LayerNorm."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 10, 3)]


class Net(nn.HybridBlock):
    def __init__(self, data_dim=3, in_len=10, seg_len=4, d_model=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.seg_len = seg_len
        seg_num = int(math.ceil(1.0 * in_len / seg_len))
        with self.name_scope():
            self.value_embedding = nn.Dense(d_model, flatten=False, in_units=seg_len)
            self.pos = self.params.get('enc_pos_embedding', shape=(1, data_dim, seg_num, d_model))
            self.norm = nn.LayerNorm(in_channels=d_model)

    def hybrid_forward(self, F, x, pos):
        batch, ts_len, ts_d = x.shape
        pad_len = int(math.ceil(1.0 * ts_len / self.seg_len)) * self.seg_len - ts_len
        if pad_len != 0:
            x = F.concat(F.broadcast_to(x[:, :1, :], (batch, pad_len, ts_d)), x, dim=1)
        x_seg = x.reshape((batch, -1, self.seg_len, ts_d)).transpose((0, 3, 1, 2))
        x_embed = self.value_embedding(x_seg)
        x_embed = x_embed + pos
        return self.norm(x_embed)
