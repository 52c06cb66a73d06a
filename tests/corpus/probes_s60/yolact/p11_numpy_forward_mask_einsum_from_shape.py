"""Numpy-mode (MXNet 2 style) YOLACT mask assembly in `forward`: `n, k, h, w = protos.shape`, coefficients folded with `reshape(n, -1, k)`, masks by `np.matmul` and `npx.sigmoid`, reshaped back to (n, -1, h, w)."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8, 6, 6)]


class NumpyMaskAssembly(HybridBlock):
    def __init__(self, channels=8, num_protos=4, num_anchors=1, **kwargs):
        super().__init__(**kwargs)
        self.proto = nn.Conv2D(num_protos, 3, padding=1, in_channels=channels, activation="relu")
        self.coef = nn.Conv2D(num_anchors * num_protos, 3, padding=1, in_channels=channels)

    def forward(self, x):
        protos = self.proto(x)
        n, k, h, w = protos.shape
        coeffs = np.tanh(self.coef(x)).transpose(0, 2, 3, 1).reshape(n, -1, k)
        masks = npx.sigmoid(np.matmul(coeffs, protos.reshape(n, k, h * w)))
        return masks.reshape(n, -1, h, w)


Net = NumpyMaskAssembly
