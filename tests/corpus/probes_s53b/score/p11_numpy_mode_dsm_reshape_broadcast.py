"""Numpy-mode denoising score matching: the per-sample sigma `sigma.reshape(-1, 1)` multiplied with plain `*` (numpy broadcasting is legal on numpy-mode Symbols), `F.np.square(...).sum(axis=1)`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(4, 6), (4, 6), (4,)]


class NumpyDSM(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(dim)

    def hybrid_forward(self, F, x, noise, u):
        sigma = (F.np.abs(u) + 0.1).reshape(-1, 1)
        pred = self.score(x + sigma * noise)
        loss = F.np.square(pred * sigma + noise).sum(axis=1)
        return loss.mean()


Net = NumpyDSM
