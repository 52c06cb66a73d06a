"""ResNet basic block with CBAM: conv-bn-relu-conv-bn, channel gate then spatial gate (both by
broadcast_mul), the identity added with a plain `+` of equal shapes, ReLU."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class CBAM(HybridBlock):
    def __init__(self, channels, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Conv2D(channels // 4, 1, activation="relu")
            self.fc2 = nn.Conv2D(channels, 1)
            self.spatial = nn.Conv2D(1, 7, padding=3)

    def hybrid_forward(self, F, x):
        ca = F.sigmoid(self.fc2(self.fc1(F.mean(x, axis=(2, 3), keepdims=True))))
        x = F.broadcast_mul(x, ca)
        sa = F.sigmoid(self.spatial(F.concat(x.mean(axis=1, keepdims=True), x.max(axis=1, keepdims=True), dim=1)))
        return F.broadcast_mul(x, sa)


class BasicBlockCBAM(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(channels, 3, padding=1), nn.BatchNorm(), nn.Activation("relu"),
                          nn.Conv2D(channels, 3, padding=1), nn.BatchNorm())
            self.cbam = CBAM(channels)

    def hybrid_forward(self, F, x):
        out = self.cbam(self.body(x))
        return F.relu(out + x)


Net = BasicBlockCBAM
