"""Numpy-mode DragonNet heads: treatment column `t.reshape(-1, 1)` against (N, 1) head outputs with plain arithmetic, propensity by `F.npx.sigmoid`, the three outputs concatenated with `F.np.concatenate`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(6, 5), (6,)]


class NumpyDragon(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.Dense(hidden, activation="relu")
            self.heads = nn.Dense(3)

    def hybrid_forward(self, F, x, t):
        out = self.heads(self.trunk(x))
        y0, y1, logit = out[:, 0:1], out[:, 1:2], out[:, 2:3]
        t = (t > 0).astype("float32").reshape(-1, 1)
        g = F.npx.sigmoid(logit)
        return F.np.concatenate([t * y1 + (1 - t) * y0, g, y1 - y0], axis=1)


Net = NumpyDragon
