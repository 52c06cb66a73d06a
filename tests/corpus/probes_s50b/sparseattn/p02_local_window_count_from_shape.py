"""Local self-attention whose number of windows is computed from the input (`n_blocks = x.shape[1] // self.block`) and written into an explicit reshape target."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, block=4, **kwargs):
        super().__init__(**kwargs)
        self.block, self.units = block, units
        self.scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units, use_bias=False)

    def hybrid_forward(self, F, x):
        n_blocks = x.shape[1] // self.block
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        qw = q.reshape((-1, self.block, self.units))
        kw = k.reshape((-1, self.block, self.units))
        vw = v.reshape((-1, self.block, self.units))
        att = F.softmax(F.batch_dot(qw, kw, transpose_b=True) * self.scale, axis=-1)
        out = F.batch_dot(att, vw)
        return out.reshape((-1, n_blocks * self.block, self.units))
