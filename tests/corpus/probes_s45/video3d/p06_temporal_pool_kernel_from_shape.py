"""Temporal global pooling whose Pooling kernel is `(x.shape[2], 1, 1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 6, 6)]


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv3D(channels, (1, 3, 3), padding=(0, 1, 1), in_channels=4)

    def hybrid_forward(self, F, x):
        y = F.relu(self.conv(x))
        pooled = F.Pooling(y, kernel=(y.shape[2], 1, 1), pool_type="avg")     # B, C, 1, H, W
        return F.squeeze(pooled, axis=2)
