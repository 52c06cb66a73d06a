"""`F.split` pieces: all but the last (`pieces[:-1]`) concatenated back."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 8)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        pieces = F.split(x, num_outputs=4, axis=1)
        return F.concat(*pieces[:-1], dim=1)
