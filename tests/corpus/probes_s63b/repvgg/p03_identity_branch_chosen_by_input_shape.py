"""RepVGG block that decides in `hybrid_forward` whether the identity BN branch applies, `if x.shape[1] == self.out_channels and self.stride == 1:` (the PyTorch port reads the input's channels)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class ShapeIdentityRepVGG(HybridBlock):
    def __init__(self, out_channels=4, stride=1, **kwargs):
        super().__init__(**kwargs)
        self.out_channels, self.stride = out_channels, stride
        with self.name_scope():
            self.conv3 = nn.Conv2D(out_channels, 3, stride, 1, use_bias=False)
            self.conv1 = nn.Conv2D(out_channels, 1, stride, 0, use_bias=False)
            self.bn_id = nn.BatchNorm()

    def hybrid_forward(self, F, x):
        out = self.conv3(x) + self.conv1(x)
        if x.shape[1] == self.out_channels and self.stride == 1:
            out = out + self.bn_id(x)
        return F.relu(out)


Net = ShapeIdentityRepVGG
