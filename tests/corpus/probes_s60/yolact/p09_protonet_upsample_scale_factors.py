"""YOLACT protonet upsampling with `contrib.BilinearResize2D(x, scale_height=s, scale_width=s)`, the factor a python float from `__init__`, so no size is read; the upsampled map then a 1x1 conv to prototypes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ScaleUpsampleProtoNet(HybridBlock):
    def __init__(self, channels=8, num_protos=4, scale=2.0, **kwargs):
        super().__init__(**kwargs)
        self._scale = scale
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels, activation="relu")
            self.out = nn.Conv2D(num_protos, 1, in_channels=channels, activation="relu")

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        x = F.contrib.BilinearResize2D(x, scale_height=self._scale, scale_width=self._scale)
        return self.out(x)


Net = ScaleUpsampleProtoNet
