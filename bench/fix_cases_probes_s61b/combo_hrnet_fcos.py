"""A detector from two families: HRNet's two branches fused by a nearest x2 cut to the high branch's
`hi.shape[2:]`, then an FCOS head on the fused map whose regression is scaled by a (1,) Parameter
with a plain `*`, exp'd and flattened by `reg.shape[0]`, beside the cells' locations from
`F.arange(w) * self.stride`."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(1, 2, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, stride=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stride = stride
        with self.name_scope():
            self.down = nn.Conv2D(2, 3, strides=2, padding=1, in_channels=2)
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=2)
            self.scale = self.params.get('scale', shape=(1,), init=mx.init.One())

    def hybrid_forward(self, F, hi, scale):
        lo = self.down(hi)
        up = F.UpSampling(lo, scale=2, sample_type='nearest')
        fused = F.relu(hi + up[:, :, :hi.shape[2], :hi.shape[3]])
        reg = F.exp(self.reg(fused) * scale)
        h, w = fused.shape[2:]
        xs = F.tile(F.arange(w).reshape((1, -1)), reps=(h, 1)) * self.stride
        return reg.reshape((reg.shape[0], 4, -1)), xs
