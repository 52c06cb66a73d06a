"""F.topk with ret_typ passed positionally ('both'): two outputs, `[0]` the values."""
from mxnet.gluon import nn

INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        vals_idx = F.topk(x, -1, 2, 'both')
        return vals_idx[0] * 2
