"""Conformer's Conv2dSubsampling front end: features (B, T, F) given a channel axis by `expand_dims(1)`, two stride-2 3x3 convs, the map folded to `(b, t, c * f)` by `b, c, t, f = x.shape` after a transpose, projected; the output lengths `((T - 1) // 2 - 1) // 2` as a mask by `F.arange(t_out) < valid` broadcast over the batch."""
from mxnet.gluon import nn


INPUTS = [(2, 11, 8), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, ch=2, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(ch, 3, strides=2, in_channels=1)
            self.conv2 = nn.Conv2D(ch, 3, strides=2, in_channels=ch)
            self.proj = nn.Dense(dim, flatten=False, in_units=ch)

    def hybrid_forward(self, F, x, frac):
        T = x.shape[1]
        x = F.relu(self.conv2(F.relu(self.conv1(x.expand_dims(1)))))
        b, c, t, f = x.shape
        x = self.proj(x.transpose((0, 2, 1, 3)).reshape((b, t, c * f)))
        lengths = F.ceil((F.abs(frac) * 0.5 + 0.5) * T)
        out_len = F.floor((F.floor((lengths - 1) / 2) - 1) / 2)
        mask = F.arange(t).reshape((1, -1)) < out_len.reshape((-1, 1))
        return x * mask.expand_dims(-1)
