"""3-D segmentation head computing a numerically stable per-voxel softmax by hand: `e = F.exp(logits - logits.max(axis=1, keepdims=True))`, a (N, 3, D, H, W) minus a (N, 1, D, H, W) by plain `-`, then dividing by the keepdims sum with `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 6, 6, 6)]


class ManualVoxelSoftmax(HybridBlock):
    def __init__(self, in_ch=2, classes=3, **kwargs):
        super(ManualVoxelSoftmax, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv3D(4, 3, padding=1, in_channels=in_ch, activation="relu")
            self.head = nn.Conv3D(classes, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        logits = self.head(self.conv(x))
        e = F.exp(logits - logits.max(axis=1, keepdims=True))
        return F.broadcast_div(e, e.sum(axis=1, keepdims=True))


Net = ManualVoxelSoftmax
