"""FC-DenseNet (Tiramisu) transition up: the block output upsampled by a stride-2 transposed conv,
centre-cropped to the skip connection's size (`h, w = skip.shape[2:]`, offsets from the difference
of sizes), and concatenated with the skip."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 7, 7)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.down = nn.Conv2D(4, 3, strides=2, in_channels=4)
            self.up = nn.Conv2DTranspose(3, 3, strides=2, in_channels=4)

    def hybrid_forward(self, F, skip):
        out = self.up(F.relu(self.down(skip)))
        h, w = skip.shape[2:]
        top = (out.shape[2] - h) // 2
        left = (out.shape[3] - w) // 2
        out = out[:, :, top:top + h, left:left + w]
        return F.concat(out, skip, dim=1)
