"""Total-variation loss written with python slices `img[:, :, 1:, :] - img[:, :, :-1, :]` (legacy NDArray mode)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 7, 7)]


class Net(HybridBlock):
    def __init__(self, tv_weight=1e-2, **kwargs):
        super().__init__(**kwargs)
        self._tv = tv_weight
        with self.name_scope():
            self.transform = nn.Conv2D(3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, img):
        out = F.tanh(self.transform(img))
        tv_h = F.mean(F.abs(out[:, :, 1:, :] - out[:, :, :-1, :]))
        tv_w = F.mean(F.abs(out[:, :, :, 1:] - out[:, :, :, :-1]))
        return out, self._tv * (tv_h + tv_w)
