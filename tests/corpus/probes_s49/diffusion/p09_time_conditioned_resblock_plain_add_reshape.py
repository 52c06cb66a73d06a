"""Time-conditioned ResBlock where the projected timestep embedding is reshaped with codes to (N, C, 1, 1) and added to the (N, C, H, W) features with plain `+` (`h + temb[:, :, None, None]` in the original)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 16)]


class Net(HybridBlock):
    def __init__(self, channels=4, temb_dim=16, dropout=0.0, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm1 = nn.InstanceNorm(in_channels=channels)
            self.conv1 = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.dense = nn.Dense(channels, in_units=temb_dim)
            self.drop = nn.Dropout(dropout)
            self.conv2 = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x, temb):
        h = self.conv1(F.relu(self.norm1(x)))
        h = h + self.dense(F.relu(temb)).reshape((0, 0, 1, 1))
        return x + self.conv2(self.drop(F.relu(h)))
