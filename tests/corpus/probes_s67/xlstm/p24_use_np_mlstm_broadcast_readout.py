"""Numpy-mode mLSTM (`@use_np`): memory updates by plain broadcasting of (B, 1, 1) gates and (B, d, d)
outer products `np.expand_dims(v, 2) * np.expand_dims(k, 1)`, readout by `np.matmul` divided by
`np.maximum(np.abs(...), 1.0)` of (B, 1, 1) -- plain operators broadcast on numpy-mode symbols."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 4, 6)]


@use_np
class NumpyMLSTM(HybridBlock):
    def __init__(self, d=4, steps=4, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.qkv = nn.Dense(3 * d, flatten=False, in_units=6)
            self.gates = nn.Dense(2, flatten=False, in_units=6)

    def hybrid_forward(self, F, x):
        q, k, v = F.np.split(self.qkv(x), 3, axis=-1)
        i_g, f_g = F.np.split(self.gates(x), 2, axis=-1)
        i_g, f_g = F.np.exp(F.np.clip(i_g, -5, 5)), F.npx.sigmoid(f_g)
        C = n = None
        hs = []
        for t in range(self.steps):
            ig, fg = F.np.expand_dims(i_g[:, t], -1), F.np.expand_dims(f_g[:, t], -1)
            upd = ig * F.np.expand_dims(v[:, t], 2) * F.np.expand_dims(k[:, t], 1)
            C = upd if C is None else fg * C + upd
            n = ig[:, :, 0] * k[:, t] if n is None else fg[:, :, 0] * n + ig[:, :, 0] * k[:, t]
            qt = F.np.expand_dims(q[:, t], -1)
            den = F.np.maximum(F.np.abs(F.np.matmul(F.np.expand_dims(n, 1), qt)), 1.0)
            hs.append(F.np.squeeze(F.np.matmul(C, qt) / den, -1))
        return F.np.stack(hs, axis=1)


Net = NumpyMLSTM
