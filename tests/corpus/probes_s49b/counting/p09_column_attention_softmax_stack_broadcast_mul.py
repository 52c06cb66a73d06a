"""Multi-column counter with learned per-pixel column weights: column densities stacked on a new axis, weights by softmax over that axis, fused by `F.broadcast_mul` and a sum; the weights' logits come from a 1x1 conv over the concatenated features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 12, 12)]


class Net(HybridBlock):
    def __init__(self, channels=4, dilations=(1, 2, 3), **kwargs):
        super().__init__(**kwargs)
        n = len(dilations)
        with self.name_scope():
            self.cols = nn.HybridSequential()
            self.heads = nn.HybridSequential()
            for d in dilations:
                self.cols.add(nn.Conv2D(channels, 3, padding=d, dilation=d, in_channels=3, activation="relu"))
                self.heads.add(nn.Conv2D(1, 1, in_channels=channels))
            self.attn = nn.Conv2D(n, 1, in_channels=n * channels)

    def hybrid_forward(self, F, x):
        feats = [col(x) for col in self.cols]
        dens = F.stack(*[h(f) for h, f in zip(self.heads, feats)], axis=1)
        w = F.softmax(self.attn(F.concat(*feats, dim=1)), axis=1).expand_dims(axis=2)
        return F.relu(F.sum(F.broadcast_mul(dens, w), axis=1))
