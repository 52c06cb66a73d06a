"""RT-DETR iterative box refinement written for numpy mode in a `hybrid_forward`: `F.np.log` inverse sigmoid of the reference boxes (clipped by `F.np.clip`), the delta added by a plain `+` of equal (N, Q, 4) shapes, `F.npx.sigmoid`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 4, 6)]


class NumpyBoxRefine(HybridBlock):
    def __init__(self, dim=6, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        self.ref = nn.Dense(4, flatten=False, in_units=dim)
        self.delta = nn.Dense(4, flatten=False, in_units=dim)

    def hybrid_forward(self, F, queries):
        ref = F.np.clip(F.npx.sigmoid(self.ref(queries)), self._eps, 1 - self._eps)
        inv = F.np.log(ref / (1 - ref))
        return F.npx.sigmoid(inv + self.delta(queries))


Net = NumpyBoxRefine
