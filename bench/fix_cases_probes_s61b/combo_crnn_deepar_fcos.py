"""Three families in one block: CRNN's height pooled by `kernel=(feat.shape[2], 1)`, DeepAR's age
feature `log10(2 + arange(T))` from `T = seq.shape[1]` appended per step, and FCOS's per-step
centerness `(N, T, 1)` multiplied into the class scores (N, T, K) with a plain `*`."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(3, 3, padding=1, in_channels=1)
            self.cls = nn.Dense(classes, in_units=4, flatten=False)
            self.ctr = nn.Dense(1, in_units=4, flatten=False)

    def hybrid_forward(self, F, x):
        feat = F.relu(self.conv(x))
        feat = F.Pooling(feat, kernel=(feat.shape[2], 1), pool_type='avg')
        seq = feat.squeeze(axis=2).transpose((0, 2, 1))
        T = seq.shape[1]
        age = F.log10(2.0 + F.arange(T)).reshape((1, T, 1))
        seq = F.concat(seq, F.broadcast_like(age, seq, lhs_axes=(0,), rhs_axes=(0,)), dim=2)
        return F.sigmoid(self.cls(seq)) * F.sigmoid(self.ctr(seq))
