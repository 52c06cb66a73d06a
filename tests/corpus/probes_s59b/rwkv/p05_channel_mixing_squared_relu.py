"""RWKV channel mixing: token shift by `slice_axis` and `concat`, `square(relu(key(xk)))`, the value projection gated by `sigmoid(receptance(xr))`; the mix ratios are (C,) parameters broadcast against (N, T, C) with `broadcast_mul` and `broadcast_sub`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class ChannelMixing(HybridBlock):
    def __init__(self, dim=8, hidden_mult=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mix_k = self.params.get("mix_k", shape=(dim,), init="ones")
            self.mix_r = self.params.get("mix_r", shape=(dim,), init="ones")
            self.key = nn.Dense(hidden_mult * dim, flatten=False, use_bias=False, in_units=dim)
            self.value = nn.Dense(dim, flatten=False, use_bias=False, in_units=hidden_mult * dim)
            self.receptance = nn.Dense(dim, flatten=False, use_bias=False, in_units=dim)

    def hybrid_forward(self, F, x, mix_k, mix_r):
        prev = F.concat(F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=1)),
                        F.slice_axis(x, axis=1, begin=0, end=-1), dim=1)
        delta = x - prev
        xk = F.broadcast_sub(x, F.broadcast_mul(delta, 1 - mix_k))
        xr = F.broadcast_sub(x, F.broadcast_mul(delta, 1 - mix_r))
        k = F.square(F.relu(self.key(xk)))
        return F.sigmoid(self.receptance(xr)) * self.value(k)


Net = ChannelMixing
