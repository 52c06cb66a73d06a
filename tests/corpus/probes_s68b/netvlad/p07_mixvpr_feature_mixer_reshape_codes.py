"""MixVPR: the (B, C, H, W) maps flattened to (B, C, H*W) by the code `-3`, feature-mixer blocks (layer
norm, a row MLP over H*W, a residual of equal shapes), then a channel projection through a transpose
and a row projection, flattened and L2-normalised."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3, 4)]


class FeatureMixer(HybridBlock):
    def __init__(self, hw, ratio=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.fc1 = nn.Dense(hw * ratio, flatten=False, activation="relu")
            self.fc2 = nn.Dense(hw, flatten=False)

    def hybrid_forward(self, F, x):
        return x + self.fc2(self.fc1(self.norm(x)))


class MixVPR(HybridBlock):
    def __init__(self, in_h=3, in_w=4, depth=2, out_channels=5, out_rows=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mix = nn.HybridSequential()
            for _ in range(depth):
                self.mix.add(FeatureMixer(in_h * in_w))
            self.channel_proj = nn.Dense(out_channels, flatten=False)
            self.row_proj = nn.Dense(out_rows, flatten=False)

    def hybrid_forward(self, F, x):
        x = self.mix(x.reshape((0, 0, -3)))
        x = self.channel_proj(x.transpose((0, 2, 1)))
        x = self.row_proj(x.transpose((0, 2, 1)))
        return F.L2Normalization(x.reshape((0, -1)), mode="instance")


Net = MixVPR
