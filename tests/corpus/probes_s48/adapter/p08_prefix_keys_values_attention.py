"""Prefix tuning of one attention layer: learned prefix keys and values (P, D) broadcast to the batch with `broadcast_like` and concatenated before the projected keys/values, scaled dot-product attention by `batch_dot(transpose_b=True)` with a python `1/sqrt(d)`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, prefix_len=3, **kwargs):
        super().__init__(**kwargs)
        self.scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)
            self.prefix_k = self.params.get("prefix_k", shape=(prefix_len, units), init="normal")
            self.prefix_v = self.params.get("prefix_v", shape=(prefix_len, units), init="normal")

    def hybrid_forward(self, F, x, prefix_k, prefix_v):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        pk = F.broadcast_like(prefix_k.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        pv = F.broadcast_like(prefix_v.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        k = F.concat(pk, k, dim=1)
        v = F.concat(pv, v, dim=1)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        return F.batch_dot(att, v)
