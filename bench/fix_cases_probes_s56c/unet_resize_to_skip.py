"""U-Net decoder upsampling to the skip's size: the coarse map resized bilinearly to `skip.shape[2]`, `skip.shape[3]` (odd input sizes make a fixed scale wrong), concatenated with the skip."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 7, 9)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv2D(4, 3, padding=1, in_channels=3)
            self.down = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=4)
            self.dec = nn.Conv2D(2, 3, padding=1, in_channels=8)

    def hybrid_forward(self, F, x):
        skip = F.relu(self.enc(x))
        c = F.relu(self.down(skip))
        up = F.contrib.BilinearResize2D(c, height=skip.shape[2], width=skip.shape[3])
        return self.dec(F.concat(up, skip, dim=1))
