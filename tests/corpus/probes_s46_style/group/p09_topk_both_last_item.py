"""`F.topk(ret_typ='both')` whose indices are read as `out[-1]`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        out = F.topk(x, k=2, axis=1, ret_typ="both")
        return out[0] * 2, F.one_hot(out[-1], 6)
