"""FiLM-style conditioning: a Dense output expanded to (N, C, 1, 1) added to a conv output with `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=3)
            self.cond = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, img, z):
        feat = self.conv(img)
        shift = self.cond(z).expand_dims(2).expand_dims(3)
        return F.relu(feat + shift)
