"""Total-variation loss in numpy mode (`@use_np`), where the same python slices hybridize."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 7, 7)]


@use_np
class Net(HybridBlock):
    def __init__(self, tv_weight=1e-2, **kwargs):
        super().__init__(**kwargs)
        self._tv = tv_weight
        with self.name_scope():
            self.transform = nn.Conv2D(3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, img):
        out = F.np.tanh(self.transform(img))
        tv_h = F.np.abs(out[:, :, 1:, :] - out[:, :, :-1, :]).mean()
        tv_w = F.np.abs(out[:, :, :, 1:] - out[:, :, :, :-1]).mean()
        return out, self._tv * (tv_h + tv_w)
