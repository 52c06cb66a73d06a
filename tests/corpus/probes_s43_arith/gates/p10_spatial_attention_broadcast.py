"""The one-filter spatial attention of p02 applied with F.broadcast_mul."""
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
        return F.broadcast_mul(feat, attn)
