"""xLSTM stack of residual blocks chosen by a python list of kinds (`"s"`/`"m"`), each a pre-LayerNorm
cell step; the kind chosen by a python comparison while building and by `isinstance` in the loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class SCell(HybridBlock):
    def __init__(self, d, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w = nn.Dense(4 * d)

    def hybrid_forward(self, F, x):
        i_t, f_t, z_t, o_t = F.split(self.w(x), num_outputs=4, axis=-1)
        m = F.maximum(f_t, i_t)
        return F.sigmoid(o_t) * F.exp(i_t - m) * F.tanh(z_t) / (F.exp(i_t - m) + F.exp(f_t - m))


class MCell(HybridBlock):
    def __init__(self, d, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qkv = nn.Dense(3 * d)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        C = F.batch_dot(v.expand_dims(2), k.expand_dims(1))
        den = F.maximum(F.abs(F.sum(k * q, axis=-1, keepdims=True)), 1.0)
        return F.broadcast_div(F.batch_dot(C, q.expand_dims(2)).reshape((0, -1)), den)


class XLSTMStack(HybridBlock):
    def __init__(self, d=6, kinds=("s", "m", "s"), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norms = nn.HybridSequential()
            self.cells = nn.HybridSequential()
            for kind in kinds:
                self.norms.add(nn.LayerNorm(in_channels=d))
                self.cells.add(SCell(d) if kind == "s" else MCell(d))

    def hybrid_forward(self, F, x):
        for norm, cell in zip(self.norms, self.cells):
            y = cell(norm(x))
            x = x + (y if isinstance(cell, SCell) else F.tanh(y))
        return x


Net = XLSTMStack
