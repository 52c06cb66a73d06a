"""SwinIR mean shift with the RGB mean held as a (1, 3, 1, 1) constant (`params.get_constant`), removed by
`F.broadcast_sub`, the image range a python scalar, the mean added back by `F.broadcast_add`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class ConstMeanShift(HybridBlock):
    def __init__(self, img_range=255.0, rgb_mean=(0.4488, 0.4371, 0.4040), dim=4, **kwargs):
        super().__init__(**kwargs)
        self.img_range = img_range
        with self.name_scope():
            self.mean = self.params.get_constant("mean", np.array(rgb_mean, dtype="float32").reshape(1, 3, 1, 1))
            self.conv_first = nn.Conv2D(dim, 3, padding=1)
            self.conv_last = nn.Conv2D(3, 3, padding=1)

    def hybrid_forward(self, F, x, mean):
        x = F.broadcast_sub(x, mean) * self.img_range
        x = self.conv_last(self.conv_first(x))
        return F.broadcast_add(x / self.img_range, mean)


Net = ConstMeanShift
