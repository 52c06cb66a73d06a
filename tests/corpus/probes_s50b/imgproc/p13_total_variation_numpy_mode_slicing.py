"""Total variation in numpy mode (`npx.set_np()`): the subscripts `out[:, :, 1:, :] - out[:, :, :-1, :]` slice numpy-mode symbols, which support them."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, channels=3, weight=0.1, **kwargs):
        super().__init__(**kwargs)
        self.weight = weight
        with self.name_scope():
            self.denoise = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, img):
        out = self.denoise(img)
        dh = out[:, :, 1:, :] - out[:, :, :-1, :]
        dw = out[:, :, :, 1:] - out[:, :, :, :-1]
        return self.weight * (F.np.abs(dh).mean(axis=(1, 2, 3)) + F.np.abs(dw).mean(axis=(1, 2, 3)))
