"""A spatial attention map from a one-filter conv, (N, 1, H, W), times an 8-channel conv output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.body = nn.Conv2D(8, 3, padding=1, in_channels=3)
            self.where = nn.Conv2D(1, 1, in_channels=8)

    def hybrid_forward(self, F, img):
        feat = F.relu(self.body(img))
        attn = F.sigmoid(self.where(feat))
        return feat * attn
