"""Numpy-mode (MXNet 2 style) StyleGAN2 weight demodulation in `forward`: `w = weight[None] * style[:, None, :, None, None]` and `w * (np.sum(w ** 2, axis=(2, 3, 4), keepdims=True) + 1e-8) ** -0.5` -- plain operators that broadcast under numpy semantics, legal when traced."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 5)]


class NumpyDemod(HybridBlock):
    def __init__(self, cin=3, cout=4, kernel=3, wdim=5, **kwargs):
        super().__init__(**kwargs)
        self.affine = nn.Dense(cin, in_units=wdim, bias_initializer="ones")
        self.weight = self.params.get("weight", shape=(cout, cin, kernel, kernel))

    def forward(self, w):
        style = self.affine(w)
        wmod = self.weight.data()[None] * style[:, None, :, None, None]
        return wmod * (np.sum(wmod ** 2, axis=(2, 3, 4), keepdims=True) + 1e-8) ** -0.5


Net = NumpyDemod
