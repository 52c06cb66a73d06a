"""`F.split` into three chunks; the pieces are read by positive index."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        pieces = F.split(x, num_outputs=3, axis=1)
        return pieces[0] * F.sigmoid(pieces[1]) + pieces[2]
