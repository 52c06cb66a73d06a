"""The bottom-up path of a BiFPN node with three inputs: the finer output max-pooled with stride 2 and cropped to the level by `[:, :, :p4.shape[2], :p4.shape[3]]`, the three maps stacked on a last axis and weighted by a softmax over a (3,) parameter with `*`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 7, 7), (2, 4, 4, 4), (2, 4, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.w = self.params.get('w', shape=(3,), init='zeros')
            self.conv = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, p3_out, p4, p4_td, w):
        down = F.Pooling(p3_out, kernel=(3, 3), stride=(2, 2), pad=(1, 1), pool_type='max')
        down = down[:, :, :p4.shape[2], :p4.shape[3]]
        stacked = F.stack(p4, p4_td, down, axis=-1)
        fused = (stacked * F.softmax(w)).sum(axis=-1)
        return self.conv(F.Activation(fused, 'relu'))
