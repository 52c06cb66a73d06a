"""3-D segmentation net standardising each scan over its voxels: `mean(axis=(2, 3, 4), keepdims=True)`, variance by a second keepdims mean of the squared deviations, both applied by `broadcast_sub`/`broadcast_div` on the 5-D volume."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 6, 6, 6)]


class StandardisedInput(HybridBlock):
    def __init__(self, in_ch=2, classes=3, **kwargs):
        super(StandardisedInput, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv3D(4, 3, padding=1, in_channels=in_ch, activation="relu")
            self.head = nn.Conv3D(classes, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        centred = F.broadcast_sub(x, x.mean(axis=(2, 3, 4), keepdims=True))
        var = F.square(centred).mean(axis=(2, 3, 4), keepdims=True)
        x = F.broadcast_div(centred, F.sqrt(var + 1e-5))
        return F.softmax(self.head(self.conv(x)), axis=1)


Net = StandardisedInput
