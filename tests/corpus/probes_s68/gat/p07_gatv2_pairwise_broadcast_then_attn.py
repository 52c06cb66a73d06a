"""GATv2: the attention vector applied after the nonlinearity, e_ij = a . LeakyReLU(W_l h_i + W_r h_j), the
pair sum built by `broadcast_add` of a (B, N, 1, F) and a (B, 1, N, F) view (`expand_dims`), scored by a
one-unit Dense over the last axis and reshaped by code `(0, 0, 0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5)]


class GATv2(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w_l = nn.Dense(units, flatten=False)
            self.w_r = nn.Dense(units, flatten=False)
            self.attn = nn.Dense(1, flatten=False, use_bias=False)

    def hybrid_forward(self, F, h, adj):
        gl, gr = self.w_l(h), self.w_r(h)
        pair = F.broadcast_add(gl.expand_dims(2), gr.expand_dims(1))
        e = self.attn(F.LeakyReLU(pair, slope=0.2)).reshape((0, 0, 0))
        e = F.where(adj > 0, e, F.ones_like(e) * -1e9)
        return F.batch_dot(F.softmax(e, axis=-1), gr)


Net = GATv2
