"""Numpy-mode temporal head over time-major (T, N, C) features: the last step as `h[-1]`, concatenated with the temporal mean."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(5, 2, 6)]


class NumpyLastStep(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=6)

    def hybrid_forward(self, F, frames):
        h = F.np.tanh(self.proj(frames))
        return F.np.concatenate([h[-1], F.np.mean(h, axis=0)], axis=1)


Net = NumpyLastStep
