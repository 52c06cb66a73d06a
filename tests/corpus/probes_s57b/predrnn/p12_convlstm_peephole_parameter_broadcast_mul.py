"""Peephole ConvLSTM with the (1, hidden, 1, 1) peephole Parameters applied by broadcast_mul."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 4, 8, 8), (2, 4, 8, 8)]


class PeepholeConvLSTMCell(HybridBlock):
    def __init__(self, hidden=4, **kwargs):
        super(PeepholeConvLSTMCell, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4 * hidden, 3, padding=1, in_channels=3 + hidden)
            self.w_ci = self.params.get("w_ci", shape=(1, hidden, 1, 1), init=init.Constant(0.1))
            self.w_cf = self.params.get("w_cf", shape=(1, hidden, 1, 1), init=init.Constant(0.1))

    def hybrid_forward(self, F, x, h, c, w_ci, w_cf):
        i, f, o, g = F.split(self.conv(F.concat(x, h, dim=1)), num_outputs=4, axis=1)
        i = F.sigmoid(i + F.broadcast_mul(c, w_ci))
        f = F.sigmoid(f + F.broadcast_mul(c, w_cf))
        c = f * c + i * F.tanh(g)
        return F.sigmoid(o) * F.tanh(c), c


Net = PeepholeConvLSTMCell
