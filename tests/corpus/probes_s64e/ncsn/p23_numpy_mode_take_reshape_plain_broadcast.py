"""NCSN loss in numpy mode (`hybrid_forward` with `F.np`): the sigmas gathered by `F.np.take(sigmas, lab)` and reshaped to (N, 1, 1, 1), then `x + noise * s` and `self.net(...) / s` by plain operators on (N, C, H, W) and (N, 1, 1, 1) -- numpy broadcasting, legal in numpy mode."""
import numpy as onp
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6), (2,)]


class NumpyPlainDSM(HybridBlock):
    def __init__(self, levels=5, **kwargs):
        super().__init__(**kwargs)
        self._l = levels
        self.sigmas = self.params.get_constant("sigmas", np.array(onp.geomspace(1.0, 0.01, levels).astype("float32")))
        self.net = nn.Conv2D(3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x, noise, labels, sigmas):
        lab = F.np.clip(F.np.floor((labels + 1) * (self._l / 2)), 0, self._l - 1).astype("int32")
        s = F.np.take(sigmas, lab, axis=0).reshape(-1, 1, 1, 1)
        score = self.net(x + noise * s) / s
        return ((score * s + noise) ** 2).mean()


Net = NumpyPlainDSM
