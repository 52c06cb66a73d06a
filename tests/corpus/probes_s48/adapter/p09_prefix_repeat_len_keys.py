"""Prefix tuning that repeats the prefix keys over the batch with `F.repeat(prefix_k.expand_dims(0), repeats=len(k), axis=0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, prefix_len=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.kv = nn.Dense(2 * units, flatten=False, in_units=units)
            self.prefix_k = self.params.get("prefix_k", shape=(prefix_len, units), init="normal")

    def hybrid_forward(self, F, x, prefix_k):
        k, v = F.split(self.kv(x), num_outputs=2, axis=-1)
        k = F.concat(F.repeat(prefix_k.expand_dims(0), repeats=len(k), axis=0), k, dim=1)
        att = F.softmax(F.batch_dot(x, k, transpose_b=True), axis=-1)
        return F.batch_dot(att, F.concat(F.zeros_like(F.slice_axis(k, axis=1, begin=0, end=3)), v, dim=1))
