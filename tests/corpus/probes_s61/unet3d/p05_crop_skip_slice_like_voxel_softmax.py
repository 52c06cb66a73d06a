"""3-D U-Net decoder cropping the skip to the upsampled map by `slice_like(skip, up, axes=(2, 3, 4))` and ending with a per-voxel softmax over the class axis; also subtracts the class mean with `broadcast_sub` of a keepdims mean (centering logits)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 10, 10, 10)]


class SliceLikeDecoder(HybridBlock):
    def __init__(self, in_ch=2, base=4, classes=3, **kwargs):
        super(SliceLikeDecoder, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv3D(base, 3, padding=1, in_channels=in_ch, activation="relu")
            self.pool = nn.MaxPool3D(2)
            self.bottom = nn.Conv3D(2 * base, 3, in_channels=base, activation="relu")
            self.up = nn.Conv3DTranspose(base, 2, strides=2, in_channels=2 * base)
            self.head = nn.Conv3D(classes, 1, in_channels=2 * base)

    def hybrid_forward(self, F, x):
        skip = self.enc(x)
        up = self.up(self.bottom(self.pool(skip)))
        skip = F.slice_like(skip, up, axes=(2, 3, 4))
        logits = self.head(F.concat(up, skip, dim=1))
        logits = F.broadcast_sub(logits, logits.mean(axis=1, keepdims=True))
        return F.softmax(logits, axis=1)


Net = SliceLikeDecoder
