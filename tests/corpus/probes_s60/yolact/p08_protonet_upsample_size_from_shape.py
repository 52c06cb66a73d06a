"""YOLACT protonet upsampling with `contrib.BilinearResize2D(x, height=x.shape[2] * 2, width=x.shape[3] * 2)`, the target size read from the feature map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ShapeUpsampleProtoNet(HybridBlock):
    def __init__(self, channels=8, num_protos=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels, activation="relu")
            self.out = nn.Conv2D(num_protos, 1, in_channels=channels, activation="relu")

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        x = F.contrib.BilinearResize2D(x, height=x.shape[2] * 2, width=x.shape[3] * 2)
        return self.out(x)


Net = ShapeUpsampleProtoNet
