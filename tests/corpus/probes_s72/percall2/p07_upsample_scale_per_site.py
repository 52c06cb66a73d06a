"""Legal: `_up_add(F, x, like, scale=2)` upsamples by nearest `UpSampling` and adds `like`; one site
keeps scale 2 for a half-size map, the other passes `scale=4` for a quarter-size map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 8, 8)]


def _up_add(F, x, like, scale=2):
    return F.UpSampling(x, scale=scale, sample_type="nearest") + like


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.down2 = nn.Conv2D(2, 3, strides=2, padding=1, in_channels=2)
            self.down4 = nn.Conv2D(2, 3, strides=4, padding=1, in_channels=2)

    def hybrid_forward(self, F, x):
        a = _up_add(F, self.down2(x), x)
        b = _up_add(F, self.down4(x), x, scale=4)
        return a + b
