"""Anisotropic total variation written with subscripts `out[:, :, 1:, :] - out[:, :, :-1, :]` (the PyTorch port)."""
from mxnet.gluon import HybridBlock, nn

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
        return self.weight * (F.mean(F.abs(dh), axis=(1, 2, 3)) + F.mean(F.abs(dw), axis=(1, 2, 3)))
