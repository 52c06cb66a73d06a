"""SqueezeSeg/RangeNet decoders upsample the range image only along its width (the azimuth): the
feature map resized to `height=x.shape[2], width=x.shape[3] * 2` and added to the skip from the encoder."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv2D(4, (1, 3), strides=(1, 2), padding=(0, 1), in_channels=3)
            self.skip = nn.Conv2D(4, 1, in_channels=3)
            self.dec = nn.Conv2D(2, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, x):
        e = F.relu(self.enc(x))
        up = F.contrib.BilinearResize2D(e, height=e.shape[2], width=e.shape[3] * 2)
        return self.dec(up + self.skip(x))
